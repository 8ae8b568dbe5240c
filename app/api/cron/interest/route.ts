// docs/architecture.md, "Money rules": GET /api/cron/interest with Authorization: Bearer <CRON_SECRET> (a Vercel-style cron)
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { runInterestForRequest } from "@/lib/interest/run-daily-interest";

// A day's run at ten million subscriptions took 26–47 s (bench/README.md, "Interest engine"); days back-filled
// after an outage add theirs, so the longest a host commonly allows.
export const maxDuration = 300;

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req);
  return runInterestForRequest("http-cron");
});
