// GET /api/cron/payouts with Authorization: Bearer <CRON_SECRET>: one step of every payout (one instance at a time).
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { advancePayoutsOnce } from "@/lib/payouts/advance-payouts";

export const maxDuration = 60;

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req, "payouts");
  return advancePayoutsOnce();
});
