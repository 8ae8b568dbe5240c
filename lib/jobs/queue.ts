import "server-only";
// The durable queue's writing side (docs/decisions.md, "Durable jobs"): a job is a row of `jobs`, written with
// the executor of the change that causes it, so it exists exactly when that change committed. A dedupe key
// makes enqueueing idempotent: the same cause enqueued twice is one job.
import { is, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { after } from "next/server";
import { queryRows, type Executor } from "@/db/client";
import { logError } from "@/lib/log-error";
import { currentRequestId } from "@/lib/log/context";
import { decryptText, encryptText } from "@/lib/security/encryption";

export type EnqueueOptions = {
  /** One job per key, ever: a second enqueue with the key changes nothing. */
  dedupeKey?: string;
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** Tries before the job is dead-lettered (FAILED). */
  maxAttempts?: number;
  /** Encrypt the payload at rest (it holds a code, a link or personal data); dropped once the job is DONE. */
  sealed?: boolean;
};

type DrainsAfter = {
  /** When a drain was last scheduled for jobs written on their own (committed at once), until it starts. */
  loneAt?: number;
  /** The transactions that have scheduled theirs (one drain each, however many jobs they write). */
  transactions: WeakSet<object>;
  /** Drains scheduled and not yet finished, with the time each was scheduled. */
  pending: Map<symbol, number>;
};
const g = globalThis as unknown as {
  __apexJobsWake?: () => void;
  __apexJobsDrainsAfter?: DrainsAfter;
  __apexJobsDrainAfterRequest?: (limit: number) => Promise<void>;
};
const drainsAfter = (): DrainsAfter =>
  (g.__apexJobsDrainsAfter ??= { transactions: new WeakSet(), pending: new Map() });

/** At most this many drains after answers at once in a process (each holds a connection while it runs). */
const MAX_PENDING_DRAINS = 4;
/** A drain scheduled longer ago than this no longer counts as pending (its request may never have ended). */
const PENDING_FOR_AT_MOST_MS = 60_000;

/** The running worker (if any) of this process asks to hear of new jobs (lib/jobs/worker.ts). */
export function onJobEnqueued(wake: (() => void) | undefined): void {
  g.__apexJobsWake = wake;
}

/**
 * How a drain after a request's answer runs the due jobs: lib/jobs/worker.ts gives it when it loads (every server
 * process loads it at start-up, instrumentation.ts), so this writing side never imports the running side.
 */
export function onDrainAfterAnswer(drain: (limit: number) => Promise<void>): void {
  g.__apexJobsDrainAfterRequest = drain;
}

/** Tells this process's worker (if any) that a job became due, e.g. a dead letter an administrator retried. */
export function wakeJobWorker(): void {
  if (g.__apexJobsWake) setTimeout(g.__apexJobsWake, 25).unref?.();
}

/**
 * Inside a request, the due jobs also run once its answer is sent (`after`, which keeps a serverless function
 * alive for them): a host that freezes the process between requests has no worker polling meanwhile, and on a
 * serverless host (APEX_SERVERLESS) this is what runs a request's mail at once. Where a worker runs too, the two
 * share the queue (SKIP LOCKED), so each job still runs once. Outside a request (tests, scripts) `after` refuses
 * and the worker (or drainJobs) runs them.
 *
 * A job written in a transaction exists only once that transaction commits, which may be after another request's
 * answer went and its drain looked: so each transaction schedules a drain of its own. A job written on its own is
 * committed already, and a drain scheduled a moment ago that has not started will find it.
 */
function drainAfterAnswer(exec: Executor): void {
  const d = drainsAfter();
  const inTransaction = is(exec, PgTransaction);
  if (inTransaction ? d.transactions.has(exec) : d.loneAt && Date.now() - d.loneAt < 5_000) return;
  for (const [id, at] of d.pending) if (Date.now() - at > PENDING_FOR_AT_MOST_MS) d.pending.delete(id);
  // Enough drains are on their way: the last of them (or the worker, or the host's cron) takes this job.
  if (d.pending.size >= MAX_PENDING_DRAINS) return;
  const id = Symbol("drain");
  try {
    after(async () => {
      if (!inTransaction) d.loneAt = undefined;
      try {
        await g.__apexJobsDrainAfterRequest?.(100);
      } catch (err) {
        logError("[jobs] running the jobs a request queued failed", err);
      } finally {
        d.pending.delete(id);
      }
    });
  } catch {
    // Not in a request scope.
    return;
  }
  d.pending.set(id, Date.now());
  if (inTransaction) d.transactions.add(exec);
  else d.loneAt = Date.now();
}

const sealContext = (kind: string) => `jobs:${kind}`;

/** What a sealed payload is stored as: the encrypted JSON, base64. */
export type SealedPayload = { sealed: string };

export function isSealed(payload: unknown): payload is SealedPayload {
  return (
    typeof payload === "object" &&
    payload !== null &&
    typeof (payload as { sealed?: unknown }).sealed === "string"
  );
}

// The id of the request that queued a job rides beside its payload (never inside a sealed one), so the job's
// log lines carry it (lib/jobs/worker.ts); the handler never sees it.
const REQUEST_ID_FIELD = "_reqId";

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The id of the request that queued the job, if one did. */
export function queuingRequestId(payload: unknown): string | undefined {
  const id = isPlainObject(payload) ? payload[REQUEST_ID_FIELD] : undefined;
  return typeof id === "string" ? id : undefined;
}

export function openPayload(kind: string, payload: unknown): unknown {
  if (isPlainObject(payload) && REQUEST_ID_FIELD in payload) {
    const { [REQUEST_ID_FIELD]: _, ...rest } = payload;
    payload = rest;
  }
  if (!isSealed(payload)) return payload;
  return JSON.parse(decryptText(Buffer.from(payload.sealed, "base64"), sealContext(kind)));
}

/**
 * Adds a job in `exec`'s transaction (or on its own when `exec` is the database). Returns the new job's id,
 * or null when a job with the same dedupe key already exists.
 */
export async function enqueue(
  exec: Executor,
  kind: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  const sealedOrPlain = opts.sealed
    ? { sealed: encryptText(JSON.stringify(payload), sealContext(kind)).toString("base64") }
    : payload;
  const reqId = currentRequestId();
  const stored =
    reqId && isPlainObject(sealedOrPlain) ? { ...sealedOrPlain, [REQUEST_ID_FIELD]: reqId } : sealedOrPlain;
  const [row] = await queryRows<{ id: string | number }>(
    exec,
    sql`insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
        values (${kind}, ${JSON.stringify(stored)}::jsonb, ${opts.dedupeKey ?? null},
                coalesce(${opts.runAt?.toISOString() ?? null}::timestamptz, now()), ${opts.maxAttempts ?? 8})
        on conflict (dedupe_key) do nothing
        returning id`,
  );
  // A worker in this process looks a moment later, by when the caller's transaction has normally committed;
  // if not, its next poll finds the job.
  if (row) {
    wakeJobWorker();
    drainAfterAnswer(exec);
  }
  return row ? Number(row.id) : null;
}
