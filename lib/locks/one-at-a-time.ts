// A pass that one instance runs at a time (a chain's deposit scan, the payouts' step): the others skip it rather
// than ask the same node the same questions. Correctness never rests on it (the cursor's and the wallet's row
// locks make concurrent passes safe); it saves node calls and the work of a pass that would record nothing.
//
// On Postgres the lock is `pg_try_advisory_xact_lock` in a transaction of its own, held open on one pooled
// connection while the pass runs on the others and commits as it goes. A transaction-level lock is what a
// transaction pooler (PgBouncer in transaction mode) keeps on one server connection from BEGIN to COMMIT, and
// ends with it, so nothing can be stranded: a session lock taken through such a pooler could be released on
// another server connection, or never. The pass itself cannot run inside that transaction: its batches and
// credits must commit one by one, not all at the end. So the lock takes a second connection of the pool; with a
// pool of one (DATABASE_POOL_MAX=1) the pass would wait for the connection its own lock holds, so there every
// instance runs the pass, as safely as before, only without the saving. On the embedded database (one process)
// a set in memory does the same.
import { sql } from "drizzle-orm";
import { getDb, getDbKind, queryRows } from "@/db/client";
import { env } from "@/lib/env";
import { logError } from "@/lib/log-error";

/** Advisory lock namespaces (the first key); the second names the chain or the duty. */
export const PASS_LOCKS = { depositScan: 727301, payouts: 727302 } as const;

export type Pass<T> = { ran: true; value: T } | { ran: false };

const g = globalThis as unknown as { __apexPassesHeld?: Set<string> };
const held = () => (g.__apexPassesHeld ??= new Set());

/**
 * A holder that hangs (its process frozen mid-pass) must not keep every other instance out for ever: the lock's
 * idle transaction is ended by the server after this long, longer than any pass.
 */
const HOLDER_IDLE_LIMIT = "15min";

/** Runs `pass` unless another holder of (namespace, key) is running it now; `{ ran: false }` then. */
export async function oneAtATime<T>(
  namespace: number,
  key: number,
  pass: () => Promise<T>,
): Promise<Pass<T>> {
  if ((await getDbKind()) === "pglite") {
    const name = `${namespace}:${key}`;
    if (held().has(name)) return { ran: false };
    held().add(name);
    try {
      return { ran: true, value: await pass() };
    } finally {
      held().delete(name);
    }
  }
  if (env().DATABASE_POOL_MAX < 2) return { ran: true, value: await pass() };
  let outcome: Pass<T> | undefined;
  let failure: { error: unknown } | undefined;
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = '${HOLDER_IDLE_LIMIT}'`));
      const [row] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${namespace}::int, ${key}::int) as locked`,
      );
      if (!row?.locked) {
        outcome = { ran: false };
        return;
      }
      // The pass's failure is its caller's; the lock's transaction still ends cleanly (and frees the lock).
      try {
        outcome = { ran: true, value: await pass() };
      } catch (error) {
        failure = { error };
      }
    });
  } catch (err) {
    // The lock was never asked for (database away): the caller hears of it.
    if (!outcome && !failure) throw err;
    // The lock's transaction ended under the pass (its connection cut, the idle limit): the lock went with it,
    // and what the pass did committed on its own.
    logError("[locks] a pass's lock ended before the pass did", err);
  }
  if (failure) throw failure.error;
  return outcome ?? { ran: false };
}
