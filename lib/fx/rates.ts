// The display currencies' rates against the US dollar: what the browser needs to show a USD figure in the
// investor's chosen currency. Client-safe (no server imports): the hook and the figure component read the types.

/** The currencies an investor can choose to read USD figures in. */
export const DISPLAY_CURRENCIES = ["USD", "EUR", "GBP", "JPY", "BTC"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The fiat currencies the exchange-rate feed supplies. */
export const FIAT_CURRENCIES = ["EUR", "GBP", "JPY"] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

/**
 * GET /api/fx-rates: how many units of each currency one US dollar buys, as decimal strings. `asOf` is the date
 * of the fiat rates ("2026-11-24" from a daily feed, a full ISO time when the feed gives one); `live` is false
 * when the fixed fallback rates are shown. BTC follows the platform's own BTC price.
 */
export type FxRates = {
  base: "USD";
  rates: Record<DisplayCurrency, string>;
  asOf: string;
  live: boolean;
};
