// The scheduled daily run goes through the durable queue: one job per UTC day (the dedupe key), however many
// instances schedule it, retried with back-off when it fails instead of waiting for the next midnight.
import { getDb } from "@/db/client";
import { enqueue } from "@/lib/jobs/queue";
import { utcDay } from "./utc-day";

export const INTEREST_RUN_JOB = "interest-run";

export async function enqueueDailyInterestRun(day = utcDay()): Promise<number | null> {
  return enqueue(await getDb(), INTEREST_RUN_JOB, { day }, { dedupeKey: `interest-run:${day}` });
}
