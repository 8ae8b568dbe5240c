// GET /api/cron/jobs with Authorization: Bearer <CRON_SECRET>: due jobs for up to ~50 s, then pruning (a Vercel-style cron).
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { cronJobsAnswer } from "@/lib/retention/cron-jobs";

export const maxDuration = 60;

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req, "jobs");
  return cronJobsAnswer();
});
