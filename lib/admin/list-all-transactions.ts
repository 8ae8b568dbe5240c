import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import { transactions, users } from "@/db/schema";
import { readPage } from "@/lib/paging/read-page";
import type { TransactionListQuery } from "@/lib/validation/admin-lists";
import { requestedPage, type Page } from "@/lib/validation/paging";
import { liveTransactionCount } from "./count-live-transactions";
import { selectAdminTransactions } from "./find-admin-transaction";
import { transactionSearch } from "./transaction-search";
import { adminTransactionOutput } from "./transaction-output";

/**
 * At most this many matches of a search are sorted by date after an index finds them all; more are found by
 * walking the date index newest first until the page is full (bench/README.md, "Admin lists").
 */
const SORTED_MATCHES = 5000;

/**
 * GET /api/transactions (admin): every live user's transactions that are not deleted, newest first. Only
 * money movements are listed (credits, deposits, withdrawals, subscriptions, resets): the audit trail's
 * account events (a user created or deleted, a plan edited) are not transactions and stay in the Audit
 * Trail. Paged when given `limit`, `offset`, `q` (lib/admin/transaction-search.ts, read in the reader's
 * language `locale`), `type` or `status`.
 */
export async function listAllTransactions(query: TransactionListQuery = {}, locale: Locale = DEFAULT_LOCALE) {
  const db = await getDb();
  const filters = and(
    query.type ? eq(transactions.type, query.type) : undefined,
    query.status ? eq(transactions.status, query.status) : undefined,
    query.q === undefined ? undefined : await transactionSearch(db, query.q, locale),
  );
  const live = and(filters, isNull(transactions.deletedAt), isNull(users.deletedAt));
  const select = selectAdminTransactions(db)
    .where(live)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .$dynamic();
  const countMatches = () =>
    queryRows<{ total: string }>(db, sql`select ${liveTransactionCount(db, filters)}::text as total`);
  const page = requestedPage(query);
  const output = (rows: Awaited<typeof select>) =>
    rows.map((r) => adminTransactionOutput(r.t, r.user, r.planName));

  if (query.q !== undefined && page) {
    // A search's matches can be anywhere in time. Walking the date index newest first finds a page of
    // common ones at once but reads every row when there are few or none (4 s for no match at 1,000,000
    // rows), so the count comes first and a few matches are found through their indexes and sorted.
    const [counted] = await countMatches();
    const total = Number(counted?.total ?? 0);
    const rows =
      total <= SORTED_MATCHES
        ? await sortedMatches(db, filters, page)
        : await select.limit(page.limit).offset(page.offset);
    return { transactions: output(rows), pagination: { total, ...page } };
  }
  const { rows, pagination } = await readPage(select, countMatches, page);
  return pagination ? { transactions: output(rows), pagination } : { transactions: output(rows) };
}

/**
 * One page of a few matches: all of them found first (a materialized CTE keeps the planner from walking the
 * date index instead), sorted, then the page's rows read by id. Deleted owners are the handful in
 * `users_deleted_idx`, not a join to every owner.
 */
async function sortedMatches(db: Db, filters: SQL | undefined, page: Page) {
  const deletedOwners = db.select({ id: users.id }).from(users).where(isNotNull(users.deletedAt));
  const matches = db
    .select({ id: transactions.id, createdAt: transactions.createdAt })
    .from(transactions)
    .where(and(filters, isNull(transactions.deletedAt), notInArray(transactions.userId, deletedOwners)));
  const keys = await queryRows<{ id: number | string }>(
    db,
    sql`with matches as materialized (${matches})
        select id from matches order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
  const ids = keys.map((k) => Number(k.id));
  if (!ids.length) return [];
  const rows = await selectAdminTransactions(db).where(inArray(transactions.id, ids));
  const byId = new Map(rows.map((r) => [r.t.id, r]));
  // A row deleted between the two reads is left out of the page rather than failing it.
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}
