// The money conditions Apex watches by itself (without Prometheus): each read from the cached metric figures
// (lib/metrics), so a check costs what a scrape costs. The thresholds match ops/prometheus/alerts.yml.
import { figures } from "@/lib/metrics/figures";
import { reconcileMismatches } from "@/lib/metrics/reconcile-figure";
import { getUsdPrices, priceFeedAges } from "@/lib/prices/usd-prices";

export const ALERT_CONDITIONS = [
  "hot_wallet_low",
  "scanner_stalled",
  "reconcile_mismatch",
  "dead_job",
  "price_feed_stale",
] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/** A scanner whose last scan is older than this has stopped. */
export const SCANNER_STALL_SECONDS = 10 * 60;
/** A scanner this many blocks behind its node's tip is not keeping up. */
export const SCANNER_LAG_BLOCKS = 50;
/** A coin price from the feed older than this is stale (guards count with the last good price up to 30 min). */
export const PRICE_STALE_SECONDS = 10 * 60;

export type Evaluation = {
  condition: AlertCondition;
  firing: boolean;
  /** What decided it, in figures and names only (the same in every language): "ETHEREUM", "3", "BITCOIN 900 s". */
  figure: string;
};

// A chain never scanned counts as stalled only once this process has been checking for as long as a scan may be
// missing: right after a start (a deploy) its scanner has not had its first turn yet.
const g = globalThis as unknown as { __apexAlertsFirstCheck?: number };

export async function evaluateConditions(nowMs = Date.now()): Promise<Evaluation[]> {
  const firstCheck = (g.__apexAlertsFirstCheck ??= nowMs);
  const f = await figures();
  const mismatches = await reconcileMismatches();
  // A price read asks the feed when its answer is over a minute old: the age below is then current.
  await getUsdPrices();
  const nowS = nowMs / 1000;

  const low = f.hotWallets.filter((w) => w.low).map((w) => w.chain);
  const stalled = f.scanners
    .map((s) => {
      const sinceScan = s.lastScanAt === null ? null : Math.round(nowS - s.lastScanAt);
      if (sinceScan === null && nowMs - firstCheck > SCANNER_STALL_SECONDS * 1000)
        return `${s.chain} never scanned`;
      if (sinceScan !== null && sinceScan > SCANNER_STALL_SECONDS)
        return `${s.chain} last scan ${sinceScan} s ago`;
      if (s.lag !== null && s.lag > SCANNER_LAG_BLOCKS) return `${s.chain} ${s.lag} blocks behind`;
      return null;
    })
    .filter((s): s is string => s !== null);
  const stale = Object.entries(priceFeedAges())
    .filter(([, age]) => age > PRICE_STALE_SECONDS)
    .map(([asset, age]) => `${asset} ${Math.round(age)} s`);

  return [
    { condition: "hot_wallet_low", firing: low.length > 0, figure: low.join(", ") || "0" },
    { condition: "scanner_stalled", firing: stalled.length > 0, figure: stalled.join("; ") || "0" },
    { condition: "reconcile_mismatch", firing: mismatches > 0, figure: String(mismatches) },
    { condition: "dead_job", firing: f.jobs.dead > 0, figure: String(f.jobs.dead) },
    { condition: "price_feed_stale", firing: stale.length > 0, figure: stale.join(", ") || "0" },
  ];
}
