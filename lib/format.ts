// Display formatting for both dashboards, in one client-safe place. Inputs are the API's display numbers
// (or decimal strings); nothing here feeds arithmetic back to the server.
import type { Asset } from "@/lib/enums";

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number {
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

function fixed(value: Numeric, decimals: number, grouping = true): string {
  return toNumber(value).toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  });
}

/** US dollars, 2 decimals: "$1,234.50". */
export function formatUsd(value: Numeric): string {
  const n = toNumber(value);
  return `${n < 0 ? "-" : ""}$${fixed(Math.abs(n), 2)}`;
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

/** The percentage as the plans show it: "8.5%". */
export function formatPercent(value: Numeric): string {
  return `${toNumber(value).toLocaleString("en-US", { maximumFractionDigits: 4 })}%`;
}

export const NO_DATE = "No date available";
export const INVALID_DATE = "Invalid date";

function parseDate(value: string | number | Date | null | undefined): Date | string {
  if (value === null || value === undefined || value === "") return NO_DATE;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : date;
}

/** "Nov 23, 2026"; the spec's texts for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = parseDate(value);
  if (typeof d === "string") return d;
  return d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** "Nov 23, 2026, 4:05 PM". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = parseDate(value);
  if (typeof d === "string") return d;
  return d.toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** A long address as its first and last characters: "bc1qxy2k…x0wlh" (spec: 8 + 8 in history). */
export function shortenAddress(address: string | null | undefined, head = 8, tail = 8): string {
  if (!address) return "N/A";
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}...${address.slice(-tail)}`;
}

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
  if (Math.abs(amount) < 60) return "just now";
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), "year");
}
