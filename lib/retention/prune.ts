// What is kept only for a while, deleted once its time is up (docs/operations.md, "What is kept and for how
// long"). Run by GET /api/cron/jobs on a serverless host and hourly by a long-lived server's job worker; every
// delete is idempotent and batched, so two instances pruning at once, or twice in a row, delete each row once.
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/token";
import { pruneIdempotencyKeys } from "@/lib/idempotency/prune";
import { pruneDoneJobs } from "@/lib/jobs/prune-done-jobs";
import { SESSION_TIMEOUTS } from "@/lib/validation/security";

/** Ended sessions are kept this long (the Security tab's history, the sign-in notices' "seen this device"). */
export const ENDED_SESSIONS_KEPT_DAYS = 30;
/** The longest a session lives unrevoked: its token's lifetime, or the longest idle timeout after its last use. */
const LONGEST_IDLE_MINUTES = Math.max(...SESSION_TIMEOUTS);

export type Pruned = { doneJobs: number; idempotencyKeys: number; rateLimits: number; sessions: number };

const BATCH = 1000;

/** Runs `deleteBatch` until a batch deletes fewer than BATCH rows; the count deleted. */
async function inBatches(db: Executor, deleteBatch: ReturnType<typeof sql>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(db, deleteBatch);
    const n = Number(rows[0]?.n ?? 0);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

/** Counters whose window has run out: an expired row counts as no row (lib/rate-limit.ts starts it afresh). */
export async function pruneRateLimits(): Promise<number> {
  const db = await getDb();
  return inBatches(
    db,
    sql`with gone as (
          delete from rate_limits where key in (
            select key from rate_limits where expires_at < now() limit ${BATCH})
          returning 1)
        select count(*)::int as n from gone`,
  );
}

/**
 * Sessions that ended (revoked, idle past the longest timeout, or past their token's lifetime) more than
 * ENDED_SESSIONS_KEPT_DAYS ago, except the newest one of each account and device: that row is what says a
 * device was seen before (no sign-in notice for it) and that an account has signed in before, so a sign-in
 * after a long absence is still judged as it would have been. What is kept is one row per device.
 */
export async function pruneEndedSessions(days = ENDED_SESSIONS_KEPT_DAYS): Promise<number> {
  const db = await getDb();
  return inBatches(
    db,
    sql`with gone as (
          delete from sessions where id in (
            select s.id from sessions s
             where least(coalesce(s.revoked_at, 'infinity'::timestamptz),
                         s.last_seen_at + make_interval(mins => ${LONGEST_IDLE_MINUTES}::int),
                         s.created_at + make_interval(secs => ${SESSION_MAX_AGE_SECONDS}::float8))
                   < now() - make_interval(days => ${days}::int)
               and exists (
                 select 1 from sessions newer
                  where newer.user_id = s.user_id and newer.device = s.device
                    and (newer.created_at, newer.id) > (s.created_at, s.id))
             limit ${BATCH})
          returning 1)
        select count(*)::int as n from gone`,
  );
}

/** Everything kept only for a while, past its time: DONE jobs, idempotency keys, rate-limit windows, sessions. */
export async function pruneExpired(): Promise<Pruned> {
  return {
    doneJobs: await pruneDoneJobs(),
    idempotencyKeys: await pruneIdempotencyKeys(),
    rateLimits: await pruneRateLimits(),
    sessions: await pruneEndedSessions(),
  };
}
