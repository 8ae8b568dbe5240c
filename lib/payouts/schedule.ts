// Every 30 s, when the server is long-lived and any network's payouts are Apex's (an EVM hot wallet, the
// Bitcoin payout wallet's batches, the Tron payout address): one step of every payout, in process. One instance
// takes the step at a time (advancePayoutsOnce; the others skip it); PAYOUTS=0 leaves it to another instance or
// to the cron route, and a serverless host (APEX_SERVERLESS) runs no timer at all. A tick still running when the
// next is due is skipped.
import cron, { type ScheduledTask } from "node-cron";
import { env, serverless } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { advancePayoutsOnce } from "./advance-payouts";
import { anyPayoutChainConfigured } from "./payout-chains";

const g = globalThis as unknown as { __apexPayouts?: ScheduledTask };

export function startPayouts(): boolean {
  if (env().PAYOUTS === "0" || serverless() || g.__apexPayouts) return false;
  if (!anyPayoutChainConfigured()) return false;
  g.__apexPayouts = cron.schedule(
    "*/30 * * * * *",
    async () => {
      try {
        await advancePayoutsOnce();
      } catch (err) {
        logError("[payouts] scheduled run failed", err);
      }
    },
    { timezone: "UTC", name: "apex-payouts", noOverlap: true },
  );
  return true;
}

/** At shutdown: no further ticks; a step under way is waited for (a cut step is resumed from its record). */
export async function stopPayouts(): Promise<void> {
  const task = g.__apexPayouts;
  if (!task) return;
  await task.stop();
  while (task.isBusy()) await new Promise((resolve) => setTimeout(resolve, 100));
  await task.destroy();
  g.__apexPayouts = undefined;
}
