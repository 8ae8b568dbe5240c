// Whether a price a feed answers can be right. A feed that answered 1e-9 for ETH once made the price 0 (eight
// decimals), and a price of 0 counts every amount as worth nothing: limits and the two-person threshold then
// let anything through. Such an answer is a broken or tampered feed, never the market.
import type { Coin } from "@/lib/money/assets";
import { Money, roundToScale } from "@/lib/money/decimal";

/** Prices no market has come near on either side in years; stablecoins below half a dollar have failed. */
export const PLAUSIBLE_RANGE: Record<Coin, readonly [number, number]> = {
  BITCOIN: [1_000, 10_000_000],
  ETHEREUM: [10, 1_000_000],
  USDT: [0.5, 2],
  USDC: [0.5, 2],
};

/** How far one answer may stray from the last good price of the past day, either way. */
export const PLAUSIBLE_FACTOR = 5;

/**
 * The feed's value as a price string (8 decimals), or why it is not one. `lastGood` is the last price the feed
 * gave that passed these checks within the past day, if any: a coin does not move five-fold in a day.
 */
export function checkFeedPrice(
  coin: Coin,
  value: unknown,
  lastGood?: string,
): { price: string } | { problem: string } {
  if (typeof value !== "number" || !Number.isFinite(value)) return { problem: "not a number" };
  const price = roundToScale(new Money(value));
  const [floor, ceiling] = PLAUSIBLE_RANGE[coin];
  if (price.lt(floor)) return { problem: `below the plausible floor of ${floor}` };
  if (price.gt(ceiling)) return { problem: `above the plausible ceiling of ${ceiling}` };
  if (lastGood !== undefined) {
    const ratio = price.div(lastGood);
    if (ratio.gt(PLAUSIBLE_FACTOR) || ratio.lt(new Money(1).div(PLAUSIBLE_FACTOR)))
      return { problem: `more than ${PLAUSIBLE_FACTOR}x away from the last good price ${lastGood}` };
  }
  return { price: price.toFixed() };
}
