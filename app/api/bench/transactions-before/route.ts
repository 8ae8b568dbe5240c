// Bench only (bench/twins/bench-route.ts): GET /api/users/transactions's read as it was before it was prepared
// and named its columns (bench/twins/legacy-list-transactions.ts), without authentication, so one build
// measures the list's query before and after.
import { benchRoute } from "@/bench/twins/bench-route";
import { legacyListTransactions } from "@/bench/twins/legacy-list-transactions";

export const GET = benchRoute(async ({ userId }) => legacyListTransactions(userId));
