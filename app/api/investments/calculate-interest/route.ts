// spec 2 §7: POST /api/investments/calculate-interest {} -> data.processed, data.totalCredited
import { adminRoute } from "@/lib/api/route";
import { runDailyInterest } from "@/lib/interest/run-daily-interest";

export const POST = adminRoute(async () => {
  const { processed, totalCredited, completed } = await runDailyInterest("admin");
  return {
    message: "Interest calculation completed successfully",
    data: { processed, totalCredited: Number(totalCredited), completed },
  };
});
