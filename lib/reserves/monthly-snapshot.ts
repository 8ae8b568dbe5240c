// The snapshot of the first day of each month: one job per month through the durable queue (its dedupe key),
// however many instances or host crons ask for it, taken by whichever worker claims it.
import { getDb } from "@/db/client";
import { reservesSnapshotJob } from "@/lib/jobs/definitions/reserves-snapshot";

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export async function enqueueMonthlySnapshot(at = new Date()): Promise<number | null> {
  const month = monthOf(at);
  // The job (lib/jobs/definitions/reserves-snapshot.ts) runs lib/reserves/take-monthly-snapshot.ts.
  return reservesSnapshotJob.enqueue(await getDb(), { month }, { dedupeKey: `reserves-snapshot:${month}` });
}
