import { and, count, desc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { transactions, users } from "@/db/schema";
import { readPage } from "@/lib/paging/read-page";
import { usersMatching } from "@/lib/paging/search";
import type { TransactionListQuery } from "@/lib/validation/admin-lists";
import { requestedPage } from "@/lib/validation/paging";
import { selectAdminTransactions } from "./find-admin-transaction";
import { adminTransactionOutput } from "./transaction-output";

/**
 * GET /api/transactions (admin): every live user's transactions that are not deleted, newest first. Paged
 * when given `limit`, `offset`, `q` (the owner's name or e-mail), `type` or `status`.
 *
 * The spec's screen also merges the audit trail into this list by id; audit ids are another table's, so
 * they are given their own id space by lib/admin/merge-audit-rows.ts, not here: these rows stay the
 * spec's transactions.
 */
export async function listAllTransactions(query: TransactionListQuery = {}) {
  const db = await getDb();
  const filters = and(
    isNull(transactions.deletedAt),
    query.type ? eq(transactions.type, query.type) : undefined,
    query.status ? eq(transactions.status, query.status) : undefined,
    query.q === undefined ? undefined : inArray(transactions.userId, usersMatching(db, query.q)),
  );
  const select = selectAdminTransactions(db)
    .where(and(filters, isNull(users.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  // The count reads "owner not deleted" as an anti-join on the few deleted users, so the total of a million
  // rows comes from the partial index (created_at, id, user_id) alone, without visiting any user row.
  const ownerIsLive = notExists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, transactions.userId), isNotNull(users.deletedAt))),
  );
  const total = db.select({ total: count() }).from(transactions).where(and(filters, ownerIsLive));
  const { rows, pagination } = await readPage(select.$dynamic(), total, requestedPage(query));
  const listed = rows.map(({ t, user, planName }) => adminTransactionOutput(t, user, planName));
  return pagination ? { transactions: listed, pagination } : { transactions: listed };
}
