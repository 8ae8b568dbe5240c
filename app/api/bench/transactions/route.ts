// Bench only (lib/bench/bench-route.ts): GET /api/users/transactions without authentication.
import { benchRoute } from "@/lib/bench/bench-route";
import { listTransactions } from "@/lib/transactions/list-transactions";

export const GET = benchRoute(async ({ userId }) => listTransactions(userId, {}));
