// Bench only (lib/bench/bench-route.ts): GET /api/transactions (the back office's first page) without
// authentication.
import { parseQuery } from "@/lib/api/route";
import { listAllTransactions } from "@/lib/admin/list-all-transactions";
import { benchRoute } from "@/lib/bench/bench-route";
import { transactionListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = benchRoute(async ({ req }) =>
  listAllTransactions(parseQuery(req, transactionListQuerySchema)),
);
