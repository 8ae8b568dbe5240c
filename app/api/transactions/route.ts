// GET /api/transactions (admin) -> transactions[]
// Beyond the spec: ?limit&offset&q&status&type -> one page plus pagination.total (lib/validation/paging.ts)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listAllTransactions } from "@/lib/admin/list-all-transactions";
import { readerLocale } from "@/lib/i18n/reader-locale";
import { transactionListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = adminRoute(async ({ req, user }) => {
  const query = parseQuery(req, transactionListQuerySchema);
  // `q` is matched against what the cards say in the reader's language too.
  return listAllTransactions(query, query.q === undefined ? undefined : await readerLocale(user.id));
});
