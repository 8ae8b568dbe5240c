// GET /api/users/balances -> balances {Bitcoin, Ethereum, Usdt, Usdc}, mainBalance
import { userRoute } from "@/lib/api/route";
import { getBalances } from "@/lib/accounts/get-balances";

export const GET = userRoute(async ({ user }) => getBalances(user.id));
