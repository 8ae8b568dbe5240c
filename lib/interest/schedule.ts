// node-cron at 00:00 UTC when the server is long-lived (docs/architecture.md, "Money rules"). Registered once per process
// however many times Next.js loads this module; INTEREST_CRON=0 keeps extra replicas and tests quiet.
import cron, { type ScheduledTask } from "node-cron";
import { env } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { runDailyInterest } from "./run-daily-interest";

const g = globalThis as unknown as { __apexInterestCron?: ScheduledTask };

export function startInterestCron(): boolean {
  if (env().INTEREST_CRON === "0" || g.__apexInterestCron) return false;
  g.__apexInterestCron = cron.schedule(
    "0 0 * * *",
    async () => {
      try {
        await runDailyInterest("cron");
      } catch (err) {
        // The next run (or the cron route, or the admin's button) back-fills the missed day: runs are idempotent.
        logError("[interest] scheduled run failed", err);
      }
    },
    { timezone: "UTC", name: "apex-daily-interest", noOverlap: true },
  );
  return true;
}
