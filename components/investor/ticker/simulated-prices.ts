// The dashboard's price ticker is a simulation ("Simulated ticker updates every 3 s with
// moves of about 1%"). Nothing here is a market quote; the ticker says so on screen.
import type { Coin } from "@/lib/enums";

export const TICKER_SYMBOLS = ["BTC", "ETH", "SOL", "BNB", "XRP", "ADA"] as const;
export type TickerSymbol = (typeof TICKER_SYMBOLS)[number];

export const TICK_MS = 3_000;
/** The largest move of one tick, as a fraction of the price. */
export const MAX_MOVE = 0.01;

/** Where the server has a price (GET /api/prices) the ticker starts from it. */
export const SERVER_PRICED: Partial<Record<TickerSymbol, Coin>> = { BTC: "BITCOIN", ETH: "ETHEREUM" };

/**
 * Starting points where the server has none: BTC/ETH (if the price call fails) take the server's own
 * fallback figures; the other four are plausible round figures, nothing more.
 */
export const FIXED_START: Record<TickerSymbol, number> = {
  BTC: 116515,
  ETH: 4274.31,
  SOL: 185.4,
  BNB: 845.2,
  XRP: 3.05,
  ADA: 0.86,
};

export type Quote = { symbol: TickerSymbol; price: number; open: number };

/** One tick: a uniform move within ±MAX_MOVE, `random` in [0, 1) as Math.random gives it. */
export function nextPrice(price: number, random: number): number {
  return price * (1 + (random * 2 - 1) * MAX_MOVE);
}

export function openingQuotes(server: Partial<Record<Coin, number>> | undefined): Quote[] {
  return TICKER_SYMBOLS.map((symbol) => {
    const coin = SERVER_PRICED[symbol];
    const fromServer = coin ? server?.[coin] : undefined;
    const price = fromServer && fromServer > 0 ? fromServer : FIXED_START[symbol];
    return { symbol, price, open: price };
  });
}
