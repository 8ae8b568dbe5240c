// node-cron at 00:00 UTC when the server is long-lived (docs/architecture.md, "Money rules"). Registered once per process
// however many times Next.js loads this module; INTEREST_CRON=0 keeps extra replicas and tests quiet, and a
// serverless host (APEX_SERVERLESS) has the host's scheduler call GET /api/cron/interest instead. The
// schedule only queues the day's run (interest-run-job.ts); a job worker runs it, and retries it if it fails.
import cron, { type ScheduledTask } from "node-cron";
import { env, serverless } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { enqueueDailyInterestRun } from "./interest-run-job";

const g = globalThis as unknown as { __apexInterestCron?: ScheduledTask };

export function startInterestCron(): boolean {
  if (env().INTEREST_CRON === "0" || serverless() || g.__apexInterestCron) return false;
  g.__apexInterestCron = cron.schedule(
    "0 0 * * *",
    async () => {
      try {
        await enqueueDailyInterestRun();
      } catch (err) {
        // The next run (or the cron route, or the admin's button) back-fills the missed day: runs are idempotent.
        logError("[interest] scheduled run could not be queued", err);
      }
    },
    { timezone: "UTC", name: "apex-daily-interest", noOverlap: true },
  );
  return true;
}

/** At shutdown: no further ticks, and a tick under way is waited for (the caller bounds the wait; whatever a
 *  cut-short tick left undone, the next run back-fills: runs are idempotent). */
export async function stopInterestCron(): Promise<void> {
  const task = g.__apexInterestCron;
  if (!task) return;
  await task.stop();
  while (task.isBusy()) await new Promise((resolve) => setTimeout(resolve, 100));
  await task.destroy();
  g.__apexInterestCron = undefined;
}
