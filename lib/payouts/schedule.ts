// Every 30 s, when the server is long-lived and at least one network has a hot wallet: one step of every
// payout, in process. Every instance may run it (the wallet's row lock makes them take turns); PAYOUTS=0 leaves
// it to another instance or to the cron route. A tick still running when the next is due is skipped.
import cron, { type ScheduledTask } from "node-cron";
import { env } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { advancePayouts } from "./advance-payouts";
import { payoutSetup } from "./payout-chains";
import { PAYOUT_CHAINS } from "./signer";

const g = globalThis as unknown as { __apexPayouts?: ScheduledTask };

export function startPayouts(): boolean {
  if (env().PAYOUTS === "0" || g.__apexPayouts) return false;
  if (!PAYOUT_CHAINS.some((c) => payoutSetup(c))) return false;
  g.__apexPayouts = cron.schedule(
    "*/30 * * * * *",
    async () => {
      try {
        await advancePayouts();
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
