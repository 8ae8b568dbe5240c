// node-cron at 00:00 UTC on the 1st of each month when the server is long-lived, beside the interest schedule
// (lib/interest/schedule.ts) and under the same switch: INTEREST_CRON=0 keeps tests and extra replicas quiet, and
// a serverless host (APEX_SERVERLESS) has its scheduler call GET /api/cron/reserves instead. The schedule only
// queues the month's job (monthly-snapshot.ts); a job worker takes the snapshot, and retries it if it fails.
import cron, { type ScheduledTask } from "node-cron";
import { env, serverless } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { enqueueMonthlySnapshot } from "./monthly-snapshot";

export const MONTHLY_SNAPSHOT_CRON = "0 0 1 * *";

const g = globalThis as unknown as { __apexReservesCron?: ScheduledTask };

export function startReservesCron(): boolean {
  if (env().INTEREST_CRON === "0" || serverless() || g.__apexReservesCron) return false;
  g.__apexReservesCron = cron.schedule(
    MONTHLY_SNAPSHOT_CRON,
    async () => {
      try {
        await enqueueMonthlySnapshot();
      } catch (err) {
        logError("[reserves] the monthly snapshot could not be queued", err);
      }
    },
    { timezone: "UTC", name: "apex-monthly-reserves", noOverlap: true },
  );
  return true;
}

export async function stopReservesCron(): Promise<void> {
  const task = g.__apexReservesCron;
  if (!task) return;
  await task.stop();
  while (task.isBusy()) await new Promise((resolve) => setTimeout(resolve, 100));
  await task.destroy();
  g.__apexReservesCron = undefined;
}
