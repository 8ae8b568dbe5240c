// GET /api/cron/reserves with Authorization: Bearer <CRON_SECRET>: queues this month's proof-of-reserves snapshot
// (a Vercel-style cron on the 1st at 00:00 UTC); the job worker (or GET /api/cron/jobs) takes it.
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { enqueueMonthlySnapshot } from "@/lib/reserves/monthly-snapshot";

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req, "reserves");
  const job = await enqueueMonthlySnapshot();
  return { queued: job !== null };
});
