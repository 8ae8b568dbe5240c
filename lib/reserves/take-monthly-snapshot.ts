// The reserves-snapshot job's handler (lib/jobs/definitions/reserves-snapshot.ts; lib/reserves/monthly-snapshot.ts
// queues it).
import { and, gte, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reserveSnapshots } from "@/db/schema";
import { takeReserveSnapshot } from "./take-snapshot";

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
