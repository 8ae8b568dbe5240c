import type { FiatCurrency } from "./rates";

/**
 * Fixed USD rates shown when no feed is set or it fails: round figures near the market, so nobody takes them for a
 * quote (the screen says they are fallback rates). 1 USD = x.
 */
export const FALLBACK_FX_RATES: Record<FiatCurrency, string> = {
  EUR: "0.92",
  GBP: "0.78",
  JPY: "150",
};

/** The day the fallback figures were set. */
export const FALLBACK_FX_AS_OF = "2026-11-25";
