// Bench only (lib/bench/bench-route.ts): GET /api/users/balances without authentication.
import { getBalances } from "@/lib/accounts/get-balances";
import { benchRoute } from "@/lib/bench/bench-route";

export const GET = benchRoute(async ({ userId }) => getBalances(userId));
