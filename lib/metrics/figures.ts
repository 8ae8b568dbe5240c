// The figures read from the database for the scrape and the alert checks: the same on every instance, so one
// scrape of any instance is enough. A handful of small grouped counts, cached for 15 s: Prometheus scraping
// every 15 s and the alert checks share one read, and a scrape never waits on more than these.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { watchedChains } from "@/lib/deposits/watch/watched-chains";
import { WITHDRAWAL_STATUSES } from "@/lib/enums";
import { payoutSetup } from "@/lib/payouts/payout-chains";
import { PAYOUT_CHAINS } from "@/lib/payouts/signer";

export const JOB_STATES = ["waiting", "running", "failed", "dead"] as const;
export type JobState = (typeof JOB_STATES)[number];

export type Figures = {
  /** waiting: due or not yet due, never failed; failed: waiting for a retry after a failed try; dead: out of tries. */
  jobs: Record<JobState, number>;
  withdrawals: Record<string, number>;
  approvalsPending: number;
  /** Each watched chain: blocks behind the node's tip (null before a first scan), and the last scan (epoch s). */
  scanners: { chain: string; lag: number | null; lastScanAt: number | null }[];
  /** Each hot wallet (configured or with a recorded alert): low when payouts wait for funds or gas. */
  hotWallets: { chain: string; low: boolean; reason: string | null }[];
  /** Signed payout batches the node refused to broadcast (refusal recorded, neither cancelled nor completed), by chain. */
  refusedBatches: Record<string, number>;
};

/** The chains whose payouts go out in signed batches (payout_batches): each reported, zero included. */
export const BATCH_CHAINS = ["BITCOIN", "TRON"] as const;

export const FIGURES_CACHE_MS = 15_000;

const g = globalThis as unknown as { __apexFigures?: { at: number; value: Promise<Figures> } };

const toSeconds = (at: Date | string | null) => (at ? Math.floor(new Date(at).getTime() / 1000) : null);

async function read(): Promise<Figures> {
  const db = await getDb();
  const jobs = await queryRows<{ state: JobState; n: number }>(
    db,
    sql`select case when status = 'RUNNING' then 'running'
                    when status = 'FAILED' then 'dead'
                    when last_error is null then 'waiting'
                    else 'failed' end as state,
               count(*)::int as n
        from jobs where status in ('WAITING', 'RUNNING', 'FAILED') group by 1`,
  );
  const withdrawals = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from withdrawal_requests group by status`,
  );
  const [approvals] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from admin_approvals where status = 'PENDING'`,
  );
  const cursors = await queryRows<{
    chain: string;
    height: number;
    tip: number | null;
    scanned_at: Date | string | null;
  }>(db, sql`select chain, height, tip, scanned_at from chain_cursors`);
  const wallets = await queryRows<{ chain: string; alert: string | null }>(
    db,
    sql`select chain, alert from hot_wallets`,
  );

  const refused = await queryRows<{ chain: string; n: number }>(
    db,
    sql`select chain, count(*)::int as n from payout_batches
        where refusal is not null and state not in ('CANCELLED', 'COMPLETED') group by chain`,
  );

  const jobCounts = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  for (const r of jobs) jobCounts[r.state] = Number(r.n);
  const withdrawalCounts = Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, 0])) as Record<
    string,
    number
  >;
  for (const r of withdrawals) withdrawalCounts[r.status] = Number(r.n);

  const scanners = watchedChains().map(({ chain }) => {
    const cursor = cursors.find((c) => c.chain === chain);
    return {
      chain,
      lag: cursor && cursor.tip !== null ? Math.max(0, Number(cursor.tip) - Number(cursor.height)) : null,
      lastScanAt: toSeconds(cursor?.scanned_at ?? null),
    };
  });
  const walletChains = new Set<string>([
    ...PAYOUT_CHAINS.filter((c) => payoutSetup(c) !== null),
    ...wallets.map((w) => w.chain),
  ]);
  const hotWallets = [...walletChains].map((chain) => {
    const alert = wallets.find((w) => w.chain === chain)?.alert ?? null;
    return { chain, low: alert !== null, reason: alert };
  });
  return {
    jobs: jobCounts,
    withdrawals: withdrawalCounts,
    approvalsPending: Number(approvals?.n ?? 0),
    scanners,
    hotWallets,
    refusedBatches: Object.fromEntries([
      ...BATCH_CHAINS.map((chain) => [chain, 0] as const),
      ...refused.map((r) => [r.chain, Number(r.n)] as const),
    ]),
  };
}

/** The figures, read at most once per 15 s in this process (a failed read is not kept). */
export function figures(maxAgeMs = FIGURES_CACHE_MS): Promise<Figures> {
  const cached = g.__apexFigures;
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.value;
  const value = read();
  g.__apexFigures = { at: Date.now(), value };
  value.catch(() => {
    if (g.__apexFigures?.value === value) g.__apexFigures = undefined;
  });
  return value;
}

/** Tests only: the next read goes to the database (and the reconciliation runs again). */
export function forgetFiguresForTests(): void {
  g.__apexFigures = undefined;
  (globalThis as { __apexReconcileFigure?: unknown }).__apexReconcileFigure = undefined;
}
