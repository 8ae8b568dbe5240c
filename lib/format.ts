// Display formatting for both dashboards, in one client-safe place. Inputs are the API's display numbers
// (or decimal strings); nothing here feeds arithmetic back to the server.
import type { Asset } from "@/lib/enums";
import { assetSymbol } from "@/lib/labels";

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number {
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

// `toLocaleString` with options builds a new Intl formatter (ICU data look-ups) on every call: a dashboard's
// first render formats a few hundred amounts and dates, which cost about 60 ms on a throttled phone CPU
// (bench/README.md, "The dashboards (point 3)"). One formatter per set of options, built on first use, gives
// the same text.
function cachedByOptions<O, F>(make: (options: O) => F): (options: O) => F {
  const cache = new Map<string, F>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = cache.get(key);
    if (!format) cache.set(key, (format = make(options)));
    return format;
  };
}

/**
 * The reader's language for numbers and dates, as an Intl tag ("de-DE": 1.234,56; "ja-JP": 2026/11/25). The
 * browser has one reader, so the message provider sets it once per language (components/i18n); the server
 * keeps en-US, and server-rendered figures go through the same provider before they reach the page.
 */
let activeTag = "en-US";
/** The texts these formatters write themselves, in the reader's language (set with the locale). */
let texts = { noDate: "No date available", invalidDate: "Invalid date", justNow: "just now" };

export function setFormatLocale(tag: string, localTexts?: Partial<typeof texts>) {
  activeTag = tag;
  if (localTexts) texts = { ...texts, ...localTexts };
}

export function formatLocale(): string {
  return activeTag;
}

const numberFormats = cachedByOptions(
  ({ tag, options }: { tag: string; options: Intl.NumberFormatOptions }) =>
    new Intl.NumberFormat(tag, options),
);
const dateFormats = cachedByOptions(
  ({ tag, options }: { tag: string; options: Intl.DateTimeFormatOptions }) =>
    new Intl.DateTimeFormat(tag, options),
);

/** `Intl.NumberFormat(<reader's locale>, options)`, built once per locale and options. */
export const numberFormat = (options: Intl.NumberFormatOptions) => numberFormats({ tag: activeTag, options });

/** `Intl.DateTimeFormat(<reader's locale>, options)`, built once per locale and options. */
export const dateFormat = (options: Intl.DateTimeFormatOptions) => dateFormats({ tag: activeTag, options });

function fixed(value: Numeric, decimals: number, grouping = true): string {
  return numberFormat({
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  }).format(toNumber(value));
}

/** US dollars, 2 decimals: "$1,234.50". */
export function formatUsd(value: Numeric): string {
  // Intl's currency style puts the sign and symbol where the reader's language does ("1.234,50 $" in German).
  return numberFormat({ style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(
    toNumber(value),
  );
}

/** The spec's decimals per asset: BTC 8, ETH 6, stablecoins and USD 2. */
export const ASSET_DECIMALS: Record<Asset, number> = {
  USD: 2,
  BITCOIN: 8,
  ETHEREUM: 6,
  USDT: 2,
  USDC: 2,
};

/** Plan-asset, deposit and payment-choice amounts use 6 decimals whatever the asset. */
export const PLAN_AMOUNT_DECIMALS = 6;

/** A plain number with a fixed count of decimals and thousands separators. */
export function formatNumber(value: Numeric, decimals: number): string {
  return fixed(value, decimals);
}

/** An amount of one asset at the asset's own precision, without its symbol. */
export function formatAssetAmount(value: Numeric, asset: Asset | string, decimals?: number): string {
  const places = decimals ?? ASSET_DECIMALS[asset as Asset] ?? 8;
  return fixed(value, places);
}

/**
 * An amount of one asset as people read it, with its symbol: "0.01000000 BTC", "2.500000 ETH", "100.25 USDT",
 * and the USD main balance as dollars ("$1,234.50"). `decimals` where the spec fixes other places (deposit
 * and plan-asset amounts: 6; the audit trail: 6).
 */
export function formatAmount(value: Numeric, asset: Asset | string, decimals?: number): string {
  if (asset === "USD" && decimals === undefined) return formatUsd(value);
  return `${formatAssetAmount(value, asset, decimals)} ${assetSymbol(asset)}`;
}

/**
 * Units taken or paid exactly, as worked out to the ledger's 8 decimals (a subscription's coin amount): at least
 * 2 decimals and every non-zero one up to 8, with the symbol ("0.00858259 BTC", "1,000.00 USDT"). Rounding it
 * to the asset's display decimals would misstate what leaves the balance.
 */
export function formatExactAmount(value: Numeric, asset: Asset | string): string {
  const n = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(toNumber(value));
  return `${n} ${assetSymbol(asset)}`;
}

/** A market price in dollars: 2 decimals, 4 below $10 where cents are too coarse ("$116,515.00", "$3.0500"). */
export function formatPrice(value: Numeric): string {
  const n = toNumber(value);
  const places = Math.abs(n) < 10 ? 4 : 2;
  return numberFormat({
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(n);
}

/** The percentage as the plans show it: "8.5%". */
export function formatPercent(value: Numeric): string {
  // Intl's percent style spaces and signs it as the reader's language does ("8,5 %" in French and German).
  return numberFormat({ style: "percent", maximumFractionDigits: 4 }).format(toNumber(value) / 100);
}

/** The spec's English texts for a missing or invalid date (the formatters write the reader's language). */
export const NO_DATE = "No date available";
export const INVALID_DATE = "Invalid date";

function parseDate(value: string | number | Date | null | undefined): Date | string {
  if (value === null || value === undefined || value === "") return texts.noDate;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? texts.invalidDate : date;
}

/** "Nov 23, 2026"; the spec's texts for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = parseDate(value);
  if (typeof d === "string") return d;
  return dateFormat({ year: "numeric", month: "short", day: "numeric" }).format(d);
}

/** "Nov 23, 2026, 4:05 PM". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = parseDate(value);
  if (typeof d === "string") return d;
  return dateFormat({
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(d);
}

/** A long address as its first and last characters: "bc1qxy2k…x0wlh" (spec: 8 + 8 in history). */
export function shortenAddress(address: string | null | undefined, head = 8, tail = 8): string {
  if (!address) return "N/A";
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}...${address.slice(-tail)}`;
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const relativeTime = () => {
  let format = relativeTimeFormats.get(activeTag);
  if (!format)
    relativeTimeFormats.set(
      activeTag,
      (format = new Intl.RelativeTimeFormat(activeTag, { numeric: "auto" })),
    );
  return format;
};

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Infinity],
];

/** "just now", "5 minutes ago", "2 days ago": how long ago `value` was, seen from `now`. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  const d = parseDate(value);
  if (typeof d === "string") return d;
  let amount = (d.getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 60) return texts.justNow;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeTime().format(Math.round(amount), unit);
    amount /= size;
  }
  return relativeTime().format(Math.round(amount), "year");
}
