import { toDisplayNumber } from "@/lib/money/decimal";
import type { Asset } from "@/lib/money/assets";
import { getUsdPrices } from "./usd-prices";

/** GET /api/prices: the USD prices a subscription would be charged at right now (the server's cached quote). */
export async function listUsdPrices(): Promise<{ prices: Record<Asset, number> }> {
  const p = await getUsdPrices();
  return {
    prices: {
      USD: toDisplayNumber(p.USD),
      BITCOIN: toDisplayNumber(p.BITCOIN),
      ETHEREUM: toDisplayNumber(p.ETHEREUM),
      USDT: toDisplayNumber(p.USDT),
      USDC: toDisplayNumber(p.USDC),
    },
  };
}
