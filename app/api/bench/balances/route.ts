// Bench only (bench/twins/bench-route.ts): GET /api/users/balances without authentication.
import { getBalances } from "@/lib/accounts/get-balances";
import { benchRoute } from "@/bench/twins/bench-route";

export const GET = benchRoute(async ({ userId }) => getBalances(userId));
