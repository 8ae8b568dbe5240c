// USD prices from a CoinGecko-style simple-price feed (docs/architecture.md, "Money rules"), cached for a minute.
// Two readings (docs/decisions.md, "Prices"): what is shown and recorded always has a price (the spec's fallback
// values when nothing better is known), while what a guard counts with (limits, the two-person threshold, a
// subscription's charge) is only a price that can be trusted, else a 503.
import type Decimal from "decimal.js";
import { ApiError } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { COINS, type Asset, type Coin } from "@/lib/money/assets";
import { Money, roundToScale } from "@/lib/money/decimal";
import { checkFeedPrice } from "./plausible-price";
import { areaLog } from "@/lib/log/logger";

export type UsdPrices = Record<Asset, string>;

export const FALLBACK_PRICES: Record<Coin, string> = {
  BITCOIN: "116515",
  ETHEREUM: "4274.31",
  USDT: "1",
  USDC: "1",
};

export const PRICES_UNAVAILABLE = "Prices are unavailable right now; try again in a few minutes";

const FEED_IDS: Record<Coin, string> = {
  BITCOIN: "bitcoin",
  ETHEREUM: "ethereum",
  USDT: "tether",
  USDC: "usd-coin",
};
const CACHE_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;
/** How long guards keep counting with the last good price while the feed is down or answers nonsense. */
export const LAST_GOOD_FOR_GUARDS_MS = 30 * 60_000;
/** How long the last good price bounds the next answer (a coin does not move five-fold in a day). */
const LAST_GOOD_AS_BAND_MS = 24 * 60 * 60_000;

type Quote = { price: string; at: number };
type Cache = {
  at: number;
  /** What guards may count with; null: no price that can be trusted right now. */
  guard: Record<Coin, string | null>;
  shown: UsdPrices;
};
// Shared across Next.js module copies, like the database handle.
const g = globalThis as unknown as {
  __apexPrices?: Cache;
  __apexPricesInFlight?: Promise<Cache>;
  __apexLastGoodPrices?: Partial<Record<Coin, Quote>>;
  __apexPricesFirstAsked?: number;
};

/** The feed's parsed answer, or undefined when it could not be reached (down, slow, an error status, not JSON). */
async function fetchFeed(): Promise<unknown> {
  try {
    const res = await fetch(env().PRICE_FEED_URL, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!res.ok) return undefined;
    return await res.json();
  } catch {
    return undefined;
  }
}

async function load(): Promise<Cache> {
  const body = await fetchFeed();
  const at = now().getTime();
  const lastGood = (g.__apexLastGoodPrices ??= {});
  const guard = {} as Cache["guard"];
  const shown: UsdPrices = { USD: "1", ...FALLBACK_PRICES };
  for (const coin of COINS) {
    const last = lastGood[coin];
    if (body !== undefined) {
      const value = (body as Record<string, { usd?: unknown } | undefined> | null)?.[FEED_IDS[coin]]?.usd;
      const band = last && at - last.at <= LAST_GOOD_AS_BAND_MS ? last.price : undefined;
      const checked = checkFeedPrice(coin, value, band);
      if ("price" in checked) {
        lastGood[coin] = { price: checked.price, at };
        guard[coin] = shown[coin] = checked.price;
        continue;
      }
      // The value is the feed's public answer; the feed's address (which may hold an API key) is not printed.
      if (value !== undefined) {
        const shownValue = String(JSON.stringify(value)).slice(0, 40);
        areaLog("prices").warn(`${coin} price from the feed discarded (${shownValue}): ${checked.problem}`);
      }
    }
    if (last && at - last.at <= LAST_GOOD_FOR_GUARDS_MS) guard[coin] = last.price;
    // The spec's values stand in for a feed this server has never reached (no internet, as on the test
    // machines). A feed that answers nonsense, or stays down after it has given real prices, leaves guards
    // without a price: the fixed values may be far from the market by then.
    else if (!last && body === undefined) guard[coin] = FALLBACK_PRICES[coin];
    else guard[coin] = null;
    shown[coin] = guard[coin] ?? last?.price ?? FALLBACK_PRICES[coin];
  }
  return { at, guard, shown };
}

async function current(): Promise<Cache> {
  g.__apexPricesFirstAsked ??= now().getTime();
  const cached = g.__apexPrices;
  if (cached && now().getTime() - cached.at < CACHE_MS) return cached;
  // Cached even when the feed is down: otherwise every request would wait for the timeout.
  g.__apexPricesInFlight ??= load().finally(() => {
    g.__apexPricesInFlight = undefined;
  });
  const fresh = await g.__apexPricesInFlight;
  g.__apexPrices = fresh;
  return fresh;
}

/** Every asset's USD price as a decimal string (USD itself is 1), for showing and recording: never empty. */
export async function getUsdPrices(): Promise<UsdPrices> {
  return (await current()).shown;
}

export async function getUsdPrice(asset: Asset): Promise<string> {
  return (await getUsdPrices())[asset];
}

/**
 * The USD price a guard counts with (withdrawal limits, the two-person threshold, a subscription's charge):
 * a plausible feed price, the last good one for up to 30 minutes, or the spec's values on a server that has
 * never reached its feed. Otherwise a 503: a guard that read 0 or a wild value would let anything through.
 */
export async function getGuardPrice(asset: Asset): Promise<string> {
  if (asset === "USD") return "1";
  const price = (await current()).guard[asset];
  // The feed is asked again a minute later at most.
  if (price === null) throw new ApiError(503, PRICES_UNAVAILABLE, { retryAfter: 60 });
  return price;
}

/** The guard prices of the given assets only (see getGuardPrice); a 503 when one of them has none. */
export async function getGuardPrices(assets: readonly Asset[]): Promise<UsdPrices> {
  const unique = [...new Set(assets)];
  const prices = await Promise.all(unique.map((a) => getGuardPrice(a)));
  // Only the assets asked for: reading another one fails loudly rather than with a price nobody checked.
  return Object.fromEntries(unique.map((a, i) => [a, prices[i]])) as UsdPrices;
}

/**
 * How old each coin's newest feed price is, in seconds (the metrics and the stale-feed alert): a feed never
 * reached counts from the first time this process asked for prices; nothing asked yet, none.
 */
export function priceFeedAges(): Partial<Record<Coin, number>> {
  const first = g.__apexPricesFirstAsked;
  if (first === undefined) return {};
  const at = now().getTime();
  return Object.fromEntries(
    COINS.map((coin) => [coin, Math.max(0, (at - (g.__apexLastGoodPrices?.[coin]?.at ?? first)) / 1000)]),
  );
}

/** Tests switch the feed between cases: forgets the cached answer and every earlier good price. */
export function clearPriceCache() {
  g.__apexPrices = undefined;
  g.__apexLastGoodPrices = undefined;
  g.__apexPricesFirstAsked = undefined;
}

/** Tests only: the next read asks the feed again, as a minute later, keeping the last good prices. */
export function expirePriceCacheForTests() {
  g.__apexPrices = undefined;
}

/** The USD value of an amount at a price, to 8 decimals: the figure transactions and audit rows record. */
export function usdValue(amount: Decimal.Value, priceUsd: Decimal.Value): string {
  return roundToScale(new Money(amount).abs().times(priceUsd)).toFixed();
}
