import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { transactions, users } from "@/db/schema";
import { readPage } from "@/lib/paging/read-page";
import type { TransactionListQuery } from "@/lib/validation/admin-lists";
import { requestedPage } from "@/lib/validation/paging";
import { liveTransactionCount } from "./count-live-transactions";
import { selectAdminTransactions } from "./find-admin-transaction";
import { transactionSearch } from "./transaction-search";
import { adminTransactionOutput } from "./transaction-output";

/**
 * GET /api/transactions (admin): every live user's transactions that are not deleted, newest first. Only
 * money movements are listed (credits, deposits, withdrawals, subscriptions, resets): the audit trail's
 * account events (a user created or deleted, a plan edited) are not transactions and stay in the Audit
 * Trail. Paged when given `limit`, `offset`, `q` (lib/admin/transaction-search.ts), `type` or `status`.
 */
export async function listAllTransactions(query: TransactionListQuery = {}) {
  const db = await getDb();
  const filters = and(
    query.type ? eq(transactions.type, query.type) : undefined,
    query.status ? eq(transactions.status, query.status) : undefined,
    query.q === undefined ? undefined : await transactionSearch(db, query.q),
  );
  const select = selectAdminTransactions(db)
    .where(and(filters, isNull(transactions.deletedAt), isNull(users.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .$dynamic();
  const { rows, pagination } = await readPage(
    select,
    () => queryRows<{ total: string }>(db, sql`select ${liveTransactionCount(db, filters)}::text as total`),
    requestedPage(query),
  );
  const listed = rows.map((r) => adminTransactionOutput(r.t, r.user, r.planName));
  return pagination ? { transactions: listed, pagination } : { transactions: listed };
}
