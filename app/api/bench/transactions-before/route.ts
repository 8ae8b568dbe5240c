// Bench only (lib/bench/bench-route.ts): GET /api/users/transactions's read as it was before it was prepared
// and named its columns (lib/bench/legacy-list-transactions.ts), without authentication, so one build
// measures the list's query before and after.
import { benchRoute } from "@/lib/bench/bench-route";
import { legacyListTransactions } from "@/lib/bench/legacy-list-transactions";

export const GET = benchRoute(async ({ userId }) => legacyListTransactions(userId));
