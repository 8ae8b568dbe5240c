// GET /api/cron/referrals with Authorization: Bearer <CRON_SECRET>: the daily referral pass (a Vercel-style cron)
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { runReferralsForRequest } from "@/lib/referrals/run-referrals";

export const maxDuration = 300;

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req, "referrals");
  return runReferralsForRequest("http-cron");
});
