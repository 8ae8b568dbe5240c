// GET /api/cron/payouts with Authorization: Bearer <CRON_SECRET>: one step of every hot-wallet payout.
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { advancePayouts } from "@/lib/payouts/advance-payouts";

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req, "payouts");
  return { payouts: await advancePayouts() };
});
