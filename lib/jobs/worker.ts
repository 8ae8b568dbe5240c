import "server-only";
// The durable queue's running side (docs/decisions.md, "Durable jobs"). A worker claims the next due job with
// FOR UPDATE SKIP LOCKED (so workers in several processes never take the same one), holds it for a lease,
// runs its handler and marks it DONE; a failure is retried with exponential back-off and jitter, and a job out
// of tries is FAILED (the dead letter an administrator sees and can retry). The lease is short and renewed
// while the handler runs: a job whose worker died (killed, host gone) is taken over by any worker within a
// lease, however long the job itself may take.
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Db, type Executor } from "@/db/client";
import { env, serverless } from "@/lib/env";
import { describeError, logError } from "@/lib/log-error";
import { countJobRun } from "@/lib/metrics/observe";
import { withLogContext } from "@/lib/log/context";
import { areaLog } from "@/lib/log/logger";
import { z } from "zod";
import { isSealed, onDrainAfterAnswer, onJobEnqueued, openPayload, queuingRequestId } from "./queue";
import { jobDefinition, type JobRow } from "./registry";

export { DONE_JOBS_KEPT_DAYS, pruneDoneJobs } from "./prune-done-jobs";

export const DEFAULT_LEASE_MS = 30_000;
/** A running job's lease is pushed back this often (a third of the lease: two renewals may fail in a row). */
const renewEvery = (leaseMs: number) => leaseMs / 3;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_CAP_MS = 30 * 60_000;
/** How often an idle worker looks for due jobs (a job enqueued in this process wakes it at once). */
export const POLL_MS = 1_000;
const POLL_WHILE_DOWN_MS = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** How often the worker checks the money conditions (lib/alerts): a change is told within a minute. */
const ALERT_CHECK_EVERY_MS = 60_000;

/** The wait before try `attempts + 1`: doubling from 10 s up to 30 min, ±25 % so retries do not bunch. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random * 0.5));
}

/**
 * What is kept of an error for the Jobs view: the log's parameter-free account of it (lib/log-error.ts) without
 * the stack, without credentials a URL in it may carry, and not too long.
 */
export function errorText(err: unknown): string {
  const text = describeError(err).split(/\n\s+at /)[0];
  return text.replace(/\/\/[^/\s@]*@/g, "//***@").slice(0, 500);
}

class LeaseLost extends Error {}

type ClaimedRow = {
  id: string | number;
  kind: string;
  payload: unknown;
  dedupe_key: string | null;
  attempts: number;
  max_attempts: number;
};

/** Jobs whose worker stopped while holding them and that have no tries left: dead-lettered. */
async function failAbandoned(db: Executor): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'FAILED', locked_until = null, updated_at = now(),
           last_error = 'The worker running it stopped before it finished (no tries left)'
    where status = 'RUNNING' and locked_until < now() and attempts >= max_attempts`);
}

// The claim's candidates, each read through its own index: due waiting jobs (jobs_due_idx), then jobs held by
// a lease that ran out (jobs_status_updated_idx), so the poll never scans the DONE history.
const DUE = sql`status = 'WAITING' and run_at <= now()`;
const ABANDONED = sql`status = 'RUNNING' and locked_until < now() and attempts < max_attempts`;

async function claimWhere(db: Executor, candidates: typeof DUE): Promise<ClaimedRow | undefined> {
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`update jobs set status = 'RUNNING', attempts = attempts + 1, updated_at = now(),
               locked_until = now() + make_interval(secs => ${DEFAULT_LEASE_MS / 1000}::float8)
        where id = (
          select id from jobs
          where ${candidates}
          order by run_at, id
          limit 1
          for update skip locked)
        returning id, kind, payload, dedupe_key, attempts, max_attempts`,
  );
  return row;
}

/** The next due job (waiting and due, or held by a lease that ran out), now RUNNING under this worker's lease. */
async function claimNext(db: Executor): Promise<JobRow | null> {
  const row = (await claimWhere(db, DUE)) ?? (await claimWhere(db, ABANDONED));
  if (!row) return null;
  const job: JobRow = {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    dedupeKey: row.dedupe_key,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  };
  const leaseMs = jobDefinition(job.kind)?.leaseMs;
  if (leaseMs && leaseMs !== DEFAULT_LEASE_MS)
    await db.execute(
      sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000}::float8) where id = ${job.id}`,
    );
  return job;
}

// Every change after the claim names the try it belongs to (id and attempts): a worker whose lease ran out
// and whose job was taken over changes nothing.
async function markDone(exec: Executor, job: JobRow): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    exec,
    sql`update jobs set status = 'DONE', done_at = now(), updated_at = now(), locked_until = null,
               payload = case when ${isSealed(job.payload)}::boolean then '{}'::jsonb else payload end
        where id = ${job.id} and status = 'RUNNING' and attempts = ${job.attempts}
        returning id`,
  );
  return rows.length === 1;
}

async function markFailed(exec: Executor, job: JobRow, err: unknown): Promise<void> {
  const dead = job.attempts >= job.maxAttempts;
  const delay = backoffMs(job.attempts);
  await exec.execute(
    sql`update jobs set status = ${dead ? "FAILED" : "WAITING"}, last_error = ${errorText(err)},
               run_at = case when ${dead}::boolean then run_at else now() + make_interval(secs => ${delay / 1000}::float8) end,
               locked_until = null, updated_at = now()
        where id = ${job.id} and status = 'RUNNING' and attempts = ${job.attempts}`,
  );
  countJobRun(job.kind, dead ? "dead" : "retry");
  if (dead) logError(`[jobs] job ${job.id} (${job.kind}) failed for good after ${job.attempts} tries`, err);
}

/** Pushes the lease of a job this worker still holds; a try that was taken over is left alone. */
async function renewLease(db: Db, job: JobRow, leaseMs: number): Promise<void> {
  await db.execute(
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000}::float8)
        where id = ${job.id} and status = 'RUNNING' and attempts = ${job.attempts}`,
  );
}

/** A payload its kind's schema refuses: dead-lettered at once with the schema's message (a retry would fail alike). */
async function markRefused(exec: Executor, job: JobRow, error: z.ZodError): Promise<void> {
  const message = `The payload does not match its kind's schema: ${z.prettifyError(error)}`.slice(0, 500);
  await exec.execute(
    sql`update jobs set status = 'FAILED', last_error = ${message}, locked_until = null, updated_at = now()
        where id = ${job.id} and status = 'RUNNING' and attempts = ${job.attempts}`,
  );
  countJobRun(job.kind, "dead");
  logError(`[jobs] job ${job.id} (${job.kind}) refused: its payload does not match its kind's schema`, error);
}

async function runJob(db: Db, job: JobRow): Promise<void> {
  const kind = jobDefinition(job.kind);
  const leaseMs = kind?.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeat = setInterval(() => {
    // A renewal that fails (database briefly away) is retried at the next beat; two in a row may fail.
    renewLease(db, job, leaseMs).catch(() => {});
  }, renewEvery(leaseMs));
  heartbeat.unref?.();
  try {
    if (!kind) throw new Error(`No handler for jobs of kind "${job.kind}"`);
    const parsed = kind.schema.safeParse(openPayload(job.kind, job.payload));
    if (!parsed.success) return await markRefused(db, job, parsed.error);
    const handler = await kind.handler();
    if (kind.transactional) {
      await db.transaction(async (tx) => {
        await handler(parsed.data, { job, exec: tx });
        if (!(await markDone(tx, job))) throw new LeaseLost();
      });
    } else {
      await handler(parsed.data, { job, exec: db });
      await markDone(db, job);
    }
    countJobRun(job.kind, "done");
  } catch (err) {
    if (err instanceof LeaseLost) return;
    try {
      await markFailed(db, job, err);
    } catch (markErr) {
      // The lease runs out and another try takes the job over.
      logError(`[jobs] job ${job.id} (${job.kind}) failed and could not be rescheduled`, markErr);
    }
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Runs due jobs one after another until none is due (or `shouldStop` says so); the count run. Tests call it
 * where the app's worker would have run the jobs; several may drain at once.
 */
export async function drainJobs(opts: { shouldStop?: () => boolean; limit?: number } = {}): Promise<number> {
  const db = await getDb();
  await failAbandoned(db);
  let ran = 0;
  while (!opts.shouldStop?.() && (opts.limit === undefined || ran < opts.limit)) {
    const job = await claimNext(db);
    if (!job) break;
    // The job's lines carry its id and the id of the request that queued it.
    const context = { reqId: queuingRequestId(job.payload), jobId: job.id, jobKind: job.kind };
    await withLogContext(context, () => runJob(db, job));
    ran += 1;
  }
  return ran;
}

// A drain after a request's answer (lib/jobs/queue.ts) runs through this module, loaded in every server process.
onDrainAfterAnswer((limit) => drainAfterRequest(limit));

type WorkerState = { stopping: boolean; woken: boolean; wakeUp?: () => void; loop?: Promise<void> };
const g = globalThis as unknown as {
  __apexJobWorker?: WorkerState;
  /** Drains started after a request's answer (lib/jobs/queue.ts), and whether the process is stopping. */
  __apexJobDrains?: { running: Set<Promise<unknown>>; stopping: boolean };
};
const drains = () => (g.__apexJobDrains ??= { running: new Set(), stopping: false });

/** Tests only: as after a restart, drains after requests run again once a stop has been asked. */
export function resumeJobDrainsForTests(): void {
  drains().stopping = false;
}

/** Runs the due jobs after a request's answer; nothing once the process is shutting down. */
export async function drainAfterRequest(limit: number): Promise<void> {
  const d = drains();
  if (d.stopping) return;
  const run = drainJobs({ limit, shouldStop: () => d.stopping });
  d.running.add(run);
  try {
    await run;
  } finally {
    d.running.delete(run);
  }
}

/**
 * For the host's scheduler (GET /api/cron/jobs): runs due jobs one after another until none is due or the time
 * budget is spent (a job in hand is finished: its lease covers it), nothing once the process is shutting down.
 */
export async function runDueJobsFor(budgetMs: number): Promise<{ ran: number; budgetSpent: boolean }> {
  const d = drains();
  if (d.stopping) return { ran: 0, budgetSpent: false };
  const deadline = Date.now() + budgetMs;
  const outOfTime = () => Date.now() >= deadline;
  const run = drainJobs({ shouldStop: () => d.stopping || outOfTime() });
  d.running.add(run);
  try {
    const ran = await run;
    return { ran, budgetSpent: outOfTime() };
  } finally {
    d.running.delete(run);
  }
}

/**
 * The in-process worker of a long-lived server: started once per process; JOBS_WORKER=0 keeps it off, and so
 * does a serverless host (APEX_SERVERLESS), where a request's own jobs run after its answer and the host's
 * scheduler calls GET /api/cron/jobs for the rest.
 */
export function startJobWorker(): boolean {
  if (env().JOBS_WORKER === "0" || serverless() || g.__apexJobWorker) return false;
  drains().stopping = false;
  const state: WorkerState = { stopping: false, woken: false };
  g.__apexJobWorker = state;
  onJobEnqueued(() => {
    state.woken = true;
    state.wakeUp?.();
  });
  state.loop = (async () => {
    let down = false;
    let prunedAt = 0;
    let alertsCheckedAt = 0;
    while (!state.stopping) {
      state.woken = false;
      try {
        await drainJobs({ shouldStop: () => state.stopping });
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          // Loaded here: the pruning reads DONE jobs' retention from this module.
          const { pruneExpired } = await import("@/lib/retention/prune");
          await pruneExpired();
        }
        if (Date.now() - alertsCheckedAt > ALERT_CHECK_EVERY_MS) {
          alertsCheckedAt = Date.now();
          // Loaded here: the checks read the metric figures, which count this module's job runs.
          const { checkAlertsSafely } = await import("@/lib/alerts/check-alerts");
          await checkAlertsSafely();
        }
        if (down) areaLog("jobs").info("database reachable again, running jobs");
        down = false;
      } catch (err) {
        // Said once per outage, not once per poll.
        if (!down) logError("[jobs] could not reach the queue; retrying", err);
        down = true;
      }
      if (state.stopping || state.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, down ? POLL_WHILE_DOWN_MS : POLL_MS);
        state.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      state.wakeUp = undefined;
    }
  })();
  return true;
}

/**
 * Graceful stop (for the server's shutdown): claims nothing more and resolves once the job in hand, if any, has
 * finished. A job it could not finish is taken over by another worker when its lease runs out.
 */
export async function stopJobWorker(): Promise<void> {
  const d = drains();
  d.stopping = true;
  const state = g.__apexJobWorker;
  if (state) {
    state.stopping = true;
    state.wakeUp?.();
    await state.loop;
    onJobEnqueued(undefined);
    if (g.__apexJobWorker === state) g.__apexJobWorker = undefined;
  }
  // The drains after requests' answers stop too, each after its job in hand.
  await Promise.allSettled([...d.running]);
}

/** Whether this process's worker is running (for readiness). */
export function jobWorkerRunning(): boolean {
  return !!g.__apexJobWorker && !g.__apexJobWorker.stopping;
}
