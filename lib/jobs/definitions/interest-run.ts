// The scheduled daily interest run (lib/interest/interest-run-job.ts enqueues it): one job per UTC day.
import { z } from "zod";
import { defineJob } from "../define-job";

export const interestRunJob = defineJob({
  kind: "interest-run",
  schema: z.object({ day: z.string() }),
  // Each day it credits is its own transaction and idempotent, so a retry after a failure part-way through
  // credits only what is still due.
  run: () =>
    import("@/lib/interest/run-daily-interest").then((m) => async () => {
      await m.runDailyInterest("cron");
    }),
});
