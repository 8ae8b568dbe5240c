// Every 30 s, when the server is long-lived and at least one chain is watched: one scan of each chain, in
// process. Every instance may run it (one scans a chain at a time, the others skip it: scan-all.ts); DEPOSIT_SCAN=0
// leaves the scans to another instance or to the cron route, and a serverless host (APEX_SERVERLESS) runs no timer
// at all. A tick still running when the next is due is skipped.
import cron, { type ScheduledTask } from "node-cron";
import { env, serverless } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { scanAllChains } from "./scan-all";
import { watchedChains } from "./watched-chains";

const g = globalThis as unknown as { __apexDepositScan?: ScheduledTask };

export function startDepositScan(): boolean {
  if (env().DEPOSIT_SCAN === "0" || serverless() || g.__apexDepositScan || watchedChains().length === 0)
    return false;
  g.__apexDepositScan = cron.schedule(
    "*/30 * * * * *",
    async () => {
      try {
        // Each chain's failure is recorded beside its cursor for the back office; this catches the rest.
        await scanAllChains();
      } catch (err) {
        logError("[deposits] scheduled scan failed", err);
      }
    },
    { timezone: "UTC", name: "apex-deposit-scan", noOverlap: true },
  );
  return true;
}

/** At shutdown: no further ticks, and a scan under way is waited for (the caller bounds the wait; a scan cut
 *  short leaves its last batch uncommitted, and the next scan records it again). */
export async function stopDepositScan(): Promise<void> {
  const task = g.__apexDepositScan;
  if (!task) return;
  await task.stop();
  while (task.isBusy()) await new Promise((resolve) => setTimeout(resolve, 100));
  await task.destroy();
  g.__apexDepositScan = undefined;
}
