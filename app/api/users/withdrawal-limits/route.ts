// GET /api/users/withdrawal-limits -> { level, daily: { limit, used, remaining }, monthly } in USD
import { getDb } from "@/db/client";
import { investorRoute } from "@/lib/api/route";
import { userWithdrawalLimits } from "@/lib/withdrawals/limits/withdrawal-limits";

export const GET = investorRoute(async ({ user }) => userWithdrawalLimits(await getDb(), user.id));
