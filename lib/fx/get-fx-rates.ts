// The display currencies' USD rates (GET /api/fx-rates): fiat from FX_FEED_URL (the ECB's daily reference rates or a
// compatible JSON feed), cached like the coin prices, with fixed fallback rates whenever no feed is set or it is slow,
// down or malformed; BTC from the platform's own BTC price, so a figure in BTC matches what subscriptions charge.
import { env } from "@/lib/env";
import { Money } from "@/lib/money/decimal";
import { getUsdPrices } from "@/lib/prices/usd-prices";
import { FALLBACK_FX_AS_OF, FALLBACK_FX_RATES } from "./fallback";
import { parseFxFeed, type ParsedFxFeed } from "./parse-feed";
import type { FxRates } from "./rates";

/** The ECB publishes once a working day: an hour keeps a new day's rates from waiting long. */
const LIVE_CACHE_MS = 60 * 60_000;
/** A failed feed is retried sooner, as prices are, without every request waiting for the timeout meanwhile. */
const FALLBACK_CACHE_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

type Cache = { feed: ParsedFxFeed; live: boolean; at: number };
// Shared across Next.js module copies, like the database handle and the price cache.
const g = globalThis as unknown as { __apexFx?: Cache; __apexFxInFlight?: Promise<Cache> };

const fallback = (): Cache => ({
  feed: { asOf: FALLBACK_FX_AS_OF, rates: { ...FALLBACK_FX_RATES } },
  live: false,
  at: Date.now(),
});

async function load(): Promise<Cache> {
  const url = env().FX_FEED_URL;
  if (!url) return fallback();
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "application/xml, application/json;q=0.9" },
      cache: "no-store",
    });
    if (!res.ok) throw new Error(`exchange-rate feed answered ${res.status}`);
    const feed = parseFxFeed(await res.text());
    return feed ? { feed, live: true, at: Date.now() } : fallback();
  } catch {
    return fallback();
  }
}

async function fiatRates(): Promise<Cache> {
  const cached = g.__apexFx;
  if (cached && Date.now() - cached.at < (cached.live ? LIVE_CACHE_MS : FALLBACK_CACHE_MS)) return cached;
  g.__apexFxInFlight ??= load().finally(() => {
    g.__apexFxInFlight = undefined;
  });
  const fresh = await g.__apexFxInFlight;
  g.__apexFx = fresh;
  return fresh;
}

/** 1 USD in BTC at a USD price of one bitcoin, to 10 significant digits. */
export function usdInBtc(bitcoinPriceUsd: string): string {
  return new Money(1).div(bitcoinPriceUsd).toSignificantDigits(10).toFixed();
}

/** What 1 US dollar buys in each display currency, as exact decimal strings. */
export async function getFxRates(): Promise<FxRates> {
  const [fiat, prices] = await Promise.all([fiatRates(), getUsdPrices()]);
  return {
    base: "USD",
    rates: { USD: "1", ...fiat.feed.rates, BTC: usdInBtc(prices.BITCOIN) },
    asOf: fiat.feed.asOf,
    live: fiat.live,
  };
}

/** Whether the fiat rates in use came from the feed (false: the fixed fallback rates), as of the last read. */
export async function fxFeedLive(): Promise<boolean> {
  return (await fiatRates()).live;
}

/** Tests switch the feed between cases. */
export function clearFxCache() {
  g.__apexFx = undefined;
}
