// Reads an exchange-rate feed into USD-based rates. Two shapes are accepted:
//   - the ECB's daily euro reference rates (eurofxref-daily.xml):
//       <Cube><Cube time='2026-11-24'><Cube currency='USD' rate='1.0912'/>...</Cube></Cube>
//   - a compatible JSON feed: { "base": "EUR" | "USD", "date": "2026-11-24", "rates": { "USD": 1.0912, ... } }
// Anything else, or a feed missing one of the rates needed, is malformed (null): the caller falls back.
import type Decimal from "decimal.js";
import { Money } from "@/lib/money/decimal";
import { FIAT_CURRENCIES, type FiatCurrency } from "./rates";

export type ParsedFxFeed = { asOf: string; rates: Record<FiatCurrency, string> };

/** Rates keep 10 significant digits: 1 USD in JPY and in BTC both stay far more exact than any display. */
const SIGNIFICANT_DIGITS = 10;

const DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function positiveRate(value: unknown): Decimal | null {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string" || !DECIMAL.test(text)) return null;
  const rate = new Money(text);
  return rate.gt(0) ? rate : null;
}

/** "2026-11-24" stays a date; a date-time becomes its UTC ISO form; anything else is refused. */
function normaliseAsOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (ISO_DATE.test(value)) return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
  if (ISO_DATE_TIME.test(value)) {
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  }
  return null;
}

/** Rates quoted against `base` (EUR or USD) as 1 USD = x for each fiat display currency. */
function toUsdBased(
  base: "EUR" | "USD",
  quoted: Record<string, Decimal | null>,
): Record<FiatCurrency, string> | null {
  const usdPerBase = base === "USD" ? new Money(1) : quoted.USD;
  if (!usdPerBase) return null;
  const out = {} as Record<FiatCurrency, string>;
  for (const currency of FIAT_CURRENCIES) {
    const perBase = currency === base ? new Money(1) : quoted[currency];
    if (!perBase) return null;
    out[currency] = perBase.div(usdPerBase).toSignificantDigits(SIGNIFICANT_DIGITS).toFixed();
  }
  return out;
}

function parseEcbXml(text: string): ParsedFxFeed | null {
  // The day's cube holds only self-closing currency cubes, so the first closing tag after it ends the day.
  const day = /<Cube\s+time\s*=\s*(['"])(\d{4}-\d{2}-\d{2})\1\s*>([\s\S]*?)<\/Cube>/.exec(text);
  if (!day || !/<\/Cube>\s*<\/Cube>\s*<\/gesmes:Envelope>\s*$/.test(text)) return null;
  const asOf = normaliseAsOf(day[2]);
  if (!asOf) return null;
  const quoted: Record<string, Decimal | null> = {};
  const entry = /<Cube\s+currency\s*=\s*(['"])([A-Z]{3})\1\s+rate\s*=\s*(['"])([^'"]*)\3\s*\/>/g;
  for (const m of day[3].matchAll(entry)) quoted[m[2]] = positiveRate(m[4]);
  const rates = toUsdBased("EUR", quoted);
  return rates && { asOf, rates };
}

function parseJson(text: string): ParsedFxFeed | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== "object") return null;
  const { base, date, rates } = body as { base?: unknown; date?: unknown; rates?: unknown };
  if ((base !== "EUR" && base !== "USD") || !rates || typeof rates !== "object") return null;
  const asOf = normaliseAsOf(date);
  if (!asOf) return null;
  const quoted: Record<string, Decimal | null> = {};
  for (const [currency, rate] of Object.entries(rates)) quoted[currency] = positiveRate(rate);
  const usd = toUsdBased(base, quoted);
  return usd && { asOf, rates: usd };
}

/** The feed's body as USD-based rates for EUR, GBP and JPY, or null when it is not a feed we can trust. */
export function parseFxFeed(text: string): ParsedFxFeed | null {
  const start = text.trimStart();
  if (start.startsWith("<")) return parseEcbXml(start.trimEnd());
  if (start.startsWith("{")) return parseJson(start);
  return null;
}
