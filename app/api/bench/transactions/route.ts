// Bench only (bench/twins/bench-route.ts): GET /api/users/transactions without authentication.
import { benchRoute } from "@/bench/twins/bench-route";
import { listTransactions } from "@/lib/transactions/list-transactions";

export const GET = benchRoute(async ({ userId }) => listTransactions(userId, {}));
