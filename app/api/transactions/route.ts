// GET /api/transactions (admin) -> transactions[]
// Beyond the spec: ?limit&offset&q&status&type -> one page plus pagination.total (lib/validation/paging.ts)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listAllTransactions } from "@/lib/admin/list-all-transactions";
import { transactionListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = adminRoute(async ({ req }) =>
  listAllTransactions(parseQuery(req, transactionListQuerySchema)),
);
