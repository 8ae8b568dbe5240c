// node-cron at 00:30 UTC when the server is long-lived, after the day's interest run: the daily referral pass
// (run-referrals.ts). INTEREST_CRON=0 keeps it quiet too (extra replicas, tests: the daily duties go together);
// a serverless host (APEX_SERVERLESS) has the host's scheduler call GET /api/cron/referrals instead. A missed
// day is no loss: the next pass moves every referral as far as it can.
import cron, { type ScheduledTask } from "node-cron";
import { env, serverless } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { runReferrals } from "./run-referrals";

const g = globalThis as unknown as { __apexReferralsCron?: ScheduledTask };

export function startReferralsCron(): boolean {
  if (env().INTEREST_CRON === "0" || serverless() || g.__apexReferralsCron) return false;
  g.__apexReferralsCron = cron.schedule(
    "30 0 * * *",
    async () => {
      try {
        await runReferrals("cron");
      } catch (err) {
        logError("[referrals] the daily pass failed", err);
      }
    },
    { timezone: "UTC", name: "apex-daily-referrals", noOverlap: true },
  );
  return true;
}

/** At shutdown: no further ticks, and a tick under way is waited for (each referral commits on its own). */
export async function stopReferralsCron(): Promise<void> {
  const task = g.__apexReferralsCron;
  if (!task) return;
  await task.stop();
  while (task.isBusy()) await new Promise((resolve) => setTimeout(resolve, 100));
  await task.destroy();
  g.__apexReferralsCron = undefined;
}
