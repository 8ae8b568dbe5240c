// docs/architecture.md, "Money rules": GET /api/cron/interest with Authorization: Bearer <CRON_SECRET> (a Vercel-style cron)
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { runInterestForRequest } from "@/lib/interest/run-daily-interest";

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req);
  return runInterestForRequest("http-cron");
});
