import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { auditEntries, transactions, users } from "@/db/schema";
import { pageAndTotal } from "@/lib/paging/read-page";
import { usersMatching } from "@/lib/paging/search";
import type { TransactionListQuery } from "@/lib/validation/admin-lists";
import { requestedPage } from "@/lib/validation/paging";
import { auditTransactionRow, mergedAuditWhere, selectAuditRows } from "./audit-transaction-row";
import { liveTransactionCount } from "./count-live-transactions";
import { selectAdminTransactions } from "./find-admin-transaction";
import { adminTransactionOutput } from "./transaction-output";

type Listed = ReturnType<typeof adminTransactionOutput> | ReturnType<typeof auditTransactionRow>;
type Key = { source: "transaction" | "audit"; id: number };

/**
 * GET /api/transactions (admin): every live user's transactions that are not deleted, with the newest 100
 * audit entries merged in (in their own id space: lib/admin/audit-transaction-row.ts), newest first; at
 * the same instant a transaction comes before an audit entry. Paged when given `limit`, `offset`, `q`
 * (the owner's or affected user's name or e-mail), `type` or `status`: the page is chosen in SQL over
 * both tables (a UNION of their keys), and the total counts both.
 */
export async function listAllTransactions(query: TransactionListQuery = {}) {
  const db = await getDb();
  const filters = and(
    query.type ? eq(transactions.type, query.type) : undefined,
    query.status ? eq(transactions.status, query.status) : undefined,
    query.q === undefined ? undefined : inArray(transactions.userId, usersMatching(db, query.q)),
  );
  const live = and(filters, isNull(transactions.deletedAt), isNull(users.deletedAt));
  const auditWhere = mergedAuditWhere(db, query);
  const page = requestedPage(query);

  if (!page) {
    const [txRows, auditRows] = await Promise.all([
      selectAdminTransactions(db).where(live).orderBy(desc(transactions.createdAt), desc(transactions.id)),
      selectAuditRows(db).where(auditWhere).orderBy(desc(auditEntries.createdAt), desc(auditEntries.id)),
    ]);
    return { transactions: mergeNewestFirst(txRows, auditRows) };
  }

  const txKeys = db
    .select({
      source: sql<string>`'transaction'`.as("source"),
      id: transactions.id,
      at: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(live)
    // The merged page lies within each side's first offset + limit rows; bounding the transaction side
    // lets it walk its index newest first and stop, where a bare UNION would sort every live row.
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.offset + page.limit);
  const auditKeys = db
    .select({ source: sql<string>`'audit'`.as("source"), id: auditEntries.id, at: auditEntries.createdAt })
    .from(auditEntries)
    .where(auditWhere);
  const auditCount = db.select({ n: count() }).from(auditEntries).where(auditWhere);
  const { rows: keys, pagination } = await pageAndTotal(
    queryRows<Key>(
      db,
      sql`${txKeys} union all ${auditKeys} order by 3 desc, 1 desc, 2 desc limit ${page.limit} offset ${page.offset}`,
    ),
    () =>
      queryRows<{ total: string }>(
        db,
        sql`select (${liveTransactionCount(db, filters)} + (${auditCount}))::text as total`,
      ),
    page,
  );
  const idsOf = (source: Key["source"]) => keys.filter((k) => k.source === source).map((k) => Number(k.id));
  const [txIds, auditIds] = [idsOf("transaction"), idsOf("audit")];
  const [txRows, auditRows] = await Promise.all([
    txIds.length ? selectAdminTransactions(db).where(inArray(transactions.id, txIds)) : [],
    auditIds.length ? selectAuditRows(db).where(inArray(auditEntries.id, auditIds)) : [],
  ]);
  const byKey = new Map<string, Listed>([
    ...txRows.map((r) => [`transaction:${r.t.id}`, adminTransactionOutput(r.t, r.user, r.planName)] as const),
    ...auditRows.map((r) => [`audit:${r.entry.id}`, auditTransactionRow(r)] as const),
  ]);
  // A row deleted between the two reads is left out of the page rather than failing it.
  const listed = keys.map((k) => byKey.get(`${k.source}:${k.id}`)).filter((r) => r !== undefined);
  return { transactions: listed, pagination };
}

type TxRow = Awaited<ReturnType<ReturnType<typeof selectAdminTransactions>["execute"]>>[number];
type AuditRow = Parameters<typeof auditTransactionRow>[0];

/** Two lists, each newest first, as one: the spec's whole list (no paging) in the paged list's order. */
function mergeNewestFirst(txRows: TxRow[], auditRows: AuditRow[]): Listed[] {
  const merged: Listed[] = [];
  let a = 0;
  for (const r of txRows) {
    while (a < auditRows.length && auditRows[a].entry.createdAt > r.t.createdAt)
      merged.push(auditTransactionRow(auditRows[a++]));
    merged.push(adminTransactionOutput(r.t, r.user, r.planName));
  }
  for (; a < auditRows.length; a++) merged.push(auditTransactionRow(auditRows[a]));
  return merged;
}
