// Bench only (bench/twins/bench-route.ts): GET /api/transactions's first page (the back office's default)
// without authentication.
import { listAllTransactions } from "@/lib/admin/list-all-transactions";
import { benchRoute } from "@/bench/twins/bench-route";
import { transactionListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = benchRoute(async () => listAllTransactions(transactionListQuerySchema.parse({})));
