import { COINS, type Coin } from "@/lib/money/assets";
import { getUsdPrices } from "./usd-prices";

/**
 * GET /api/prices: each coin's USD price as a display number, for the dashboard's price ticker. The same
 * cached feed (and fallbacks) that subscriptions and withdrawals are priced with, so the screen and the
 * server never start from different figures.
 */
export async function getCoinPrices(): Promise<{ prices: Record<Coin, number> }> {
  const usd = await getUsdPrices();
  return { prices: Object.fromEntries(COINS.map((c) => [c, Number(usd[c])])) as Record<Coin, number> };
}
