// GET /api/cron/jobs: what a long-lived server's job worker does, for a host whose processes live only for
// requests. Runs the due jobs (a mail refused earlier, a sign-in notice, an interest run) for at most the time
// budget, then prunes what is kept only for a while. Safe on several instances at once and twice in a row: jobs
// are claimed with SKIP LOCKED, and every prune deletes a row once.
import { z } from "zod";
import { checkAlertsSafely } from "@/lib/alerts/check-alerts";
import { runDueJobsFor } from "@/lib/jobs/worker";
import { pruneExpired } from "./prune";

/** Leaves room within the route's maxDuration (60 s) for the pruning and the answer. */
export const JOBS_BUDGET_MS = 50_000;

export const cronJobsSchema = z.object({
  /** Jobs run (done, or failed and waiting for their next try). */
  ran: z.number().int(),
  /** The budget ran out with jobs perhaps still due: the next call goes on. */
  budgetSpent: z.boolean(),
  pruned: z.object({
    doneJobs: z.number().int(),
    idempotencyKeys: z.number().int(),
    rateLimits: z.number().int(),
    sessions: z.number().int(),
  }),
});
export type CronJobs = z.infer<typeof cronJobsSchema>;

export async function cronJobsAnswer(budgetMs = JOBS_BUDGET_MS): Promise<CronJobs> {
  const { ran, budgetSpent } = await runDueJobsFor(budgetMs);
  const pruned = await pruneExpired();
  // A serverless host has no worker loop to check the money conditions: the scheduler's call does.
  await checkAlertsSafely();
  return { ran, budgetSpent, pruned };
}
