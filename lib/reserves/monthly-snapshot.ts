// The snapshot of the first day of each month: one job per month through the durable queue (its dedupe key),
// however many instances or host crons ask for it, taken by whichever worker claims it.
import { and, gte, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reserveSnapshots } from "@/db/schema";
import { enqueue } from "@/lib/jobs/queue";
import { takeReserveSnapshot } from "./take-snapshot";

export const RESERVES_SNAPSHOT_JOB = "reserves-snapshot";

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export async function enqueueMonthlySnapshot(at = new Date()): Promise<number | null> {
  const month = monthOf(at);
  return enqueue(
    await getDb(),
    RESERVES_SNAPSHOT_JOB,
    { month },
    { dedupeKey: `reserves-snapshot:${month}` },
  );
}

/** The job: a retry after a snapshot was written (the job not yet marked done) takes no second one. */
export async function takeMonthlySnapshot(payload: { month: string }): Promise<void> {
  const db = await getDb();
  const start = new Date(`${payload.month}-01T00:00:00.000Z`);
  const [already] = await db
    .select({ id: reserveSnapshots.id })
    .from(reserveSnapshots)
    .where(and(isNull(reserveSnapshots.takenBy), gte(reserveSnapshots.takenAt, start)))
    .limit(1);
  if (!already) await takeReserveSnapshot(null);
}
