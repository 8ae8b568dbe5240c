// The scheduled daily run goes through the durable queue: one job per UTC day (the dedupe key), however many
// instances schedule it, retried with back-off when it fails instead of waiting for the next midnight.
import { getDb } from "@/db/client";
import { interestRunJob } from "@/lib/jobs/definitions/interest-run";
import { utcDay } from "./utc-day";

export async function enqueueDailyInterestRun(day = utcDay()): Promise<number | null> {
  return interestRunJob.enqueue(await getDb(), { day }, { dedupeKey: `interest-run:${day}` });
}
