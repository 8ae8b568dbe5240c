// A USD figure in a display currency, worked out exactly (decimal.js) before it is formatted: display only, nothing
// here goes back to the server. Client-safe.
import { Money } from "@/lib/money/decimal";
import type { DisplayCurrency } from "./rates";

type Numeric = number | string | null | undefined;

/** The places a converted figure keeps: the currency's minor unit, BTC to its 8 decimals. */
export const DISPLAY_DECIMALS: Record<DisplayCurrency, number> = { USD: 2, EUR: 2, GBP: 2, JPY: 0, BTC: 8 };

function toMoney(value: Numeric) {
  try {
    const n = new Money(value ?? 0);
    return n.isFinite() ? n : new Money(0);
  } catch {
    return new Money(0);
  }
}

/**
 * `usd` dollars in `currency` at `rate` (1 USD = rate), rounded half-up to the currency's places, as a decimal
 * string: convertUsd("1250", "0.9162", "EUR") === "1145.25".
 */
export function convertUsd(usd: Numeric, rate: string, currency: DisplayCurrency): string {
  return toMoney(usd).times(rate).toDecimalPlaces(DISPLAY_DECIMALS[currency]).toFixed();
}
