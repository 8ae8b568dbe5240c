// GET /api/cron/deposits with Authorization: Bearer <CRON_SECRET>: one scan of every watched chain (a Vercel-style cron).
import { publicRoute } from "@/lib/api/route";
import { cronScanAnswer } from "@/lib/deposits/watch/cron-scan";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";

export const maxDuration = 60;

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req, "deposits");
  return cronScanAnswer();
});
