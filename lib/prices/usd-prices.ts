// USD prices from a CoinGecko-style simple-price feed (docs/architecture.md, "Money rules"), cached for a minute, with
// the spec's fallback values whenever the feed is slow, down or malformed.
import { env } from "@/lib/env";
import type { Asset, Coin } from "@/lib/money/assets";
import type Decimal from "decimal.js";
import { Money, roundToScale } from "@/lib/money/decimal";

export type UsdPrices = Record<Asset, string>;

export const FALLBACK_PRICES: Record<Coin, string> = {
  BITCOIN: "116515",
  ETHEREUM: "4274.31",
  USDT: "1",
  USDC: "1",
};

const FEED_IDS: Record<Coin, string> = {
  BITCOIN: "bitcoin",
  ETHEREUM: "ethereum",
  USDT: "tether",
  USDC: "usd-coin",
};
const CACHE_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

type Cache = { prices: UsdPrices; at: number; live: boolean };
// Shared across Next.js module copies, like the database handle.
const g = globalThis as unknown as { __apexPrices?: Cache; __apexPricesInFlight?: Promise<Cache> };

function fromFeed(body: unknown): { prices: UsdPrices; live: boolean } {
  const prices: UsdPrices = { USD: "1", ...FALLBACK_PRICES };
  let live = true;
  for (const [coin, id] of Object.entries(FEED_IDS) as [Coin, string][]) {
    const usd = (body as Record<string, { usd?: unknown } | undefined> | null)?.[id]?.usd;
    if (typeof usd === "number" && Number.isFinite(usd) && usd > 0) {
      prices[coin] = roundToScale(new Money(usd)).toFixed();
    } else {
      live = false;
    }
  }
  return { prices, live };
}

async function load(): Promise<Cache> {
  try {
    const res = await fetch(env().PRICE_FEED_URL, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!res.ok) throw new Error(`price feed answered ${res.status}`);
    return { ...fromFeed(await res.json()), at: Date.now() };
  } catch {
    // Cached too: without this every request would wait for the timeout while the feed is down.
    return { prices: { USD: "1", ...FALLBACK_PRICES }, live: false, at: Date.now() };
  }
}

/** Every asset's USD price as a decimal string (USD itself is 1). */
export async function getUsdPrices(): Promise<UsdPrices> {
  const cached = g.__apexPrices;
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.prices;
  g.__apexPricesInFlight ??= load().finally(() => {
    g.__apexPricesInFlight = undefined;
  });
  const fresh = await g.__apexPricesInFlight;
  g.__apexPrices = fresh;
  return fresh.prices;
}

export async function getUsdPrice(asset: Asset): Promise<string> {
  return (await getUsdPrices())[asset];
}

/** Tests switch the feed between cases. */
export function clearPriceCache() {
  g.__apexPrices = undefined;
}

/** The USD value of an amount at a price, to 8 decimals: the figure transactions and audit rows record. */
export function usdValue(amount: Decimal.Value, priceUsd: Decimal.Value): string {
  return roundToScale(new Money(amount).abs().times(priceUsd)).toFixed();
}
