// design.md "Money": GET /api/cron/interest with Authorization: Bearer <CRON_SECRET> (a Vercel-style cron)
import { publicRoute } from "@/lib/api/route";
import { assertCronAuthorized } from "@/lib/interest/authorize-cron";
import { runDailyInterest } from "@/lib/interest/run-daily-interest";

export const GET = publicRoute(async ({ req }) => {
  assertCronAuthorized(req);
  const data = await runDailyInterest("http-cron");
  return {
    message: "Interest calculation completed successfully",
    data: { ...data, totalCredited: Number(data.totalCredited) },
  };
});
