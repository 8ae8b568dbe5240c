// The month's proof-of-reserves snapshot (lib/reserves/monthly-snapshot.ts enqueues it): one job per month.
import { z } from "zod";
import { defineJob } from "../define-job";

export const reservesSnapshotJob = defineJob({
  kind: "reserves-snapshot",
  schema: z.object({ month: z.string() }),
  // A retry finds one already taken and takes no second.
  run: () => import("@/lib/reserves/take-monthly-snapshot").then((m) => m.takeMonthlySnapshot),
});
