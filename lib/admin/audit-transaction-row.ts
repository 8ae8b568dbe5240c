// The spec's Transaction Management lists the transactions with the audit trail merged in (it read
// GET /api/admin/audit/trail?limit=100 "merged in, deduplicated by id, newest first"); here the server does
// the merge, so paging and totals cover both. Transaction ids and audit ids are two tables' serials:
// transaction 12 and audit entry 12 are different rows, and deduplicating on the raw id would drop one.
// So an audit row gets its own id space, `id: "audit-12"`, with `source: "audit"` and `auditId: 12`;
// transaction rows keep the spec's shape exactly (a numeric id, no `source`).
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { auditEntries, users, type AuditEntry } from "@/db/schema";
import { toDisplayNumber } from "@/lib/money/decimal";
import { usersMatching } from "@/lib/paging/search";
import type { TransactionListQuery } from "@/lib/validation/admin-lists";

/** The spec merges the trail's newest 100 entries (its `limit=100`), not the whole trail. */
export const MERGED_AUDIT_ENTRIES = 100;

export const auditRowId = (auditId: number) => `audit-${auditId}` as const;

/** Which merged audit entries a transaction query shows: the newest 100, then the list's filters. An
 *  audit entry has no transaction type, so a `type` filter leaves none; `q` is the affected user's name
 *  or e-mail, as for transactions. */
export function mergedAuditWhere(exec: Executor, query: TransactionListQuery): SQL | undefined {
  const newest = exec
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(MERGED_AUDIT_ENTRIES);
  return and(
    inArray(auditEntries.id, newest),
    query.type ? sql`false` : undefined,
    query.status ? eq(auditEntries.status, query.status) : undefined,
    query.q === undefined ? undefined : inArray(auditEntries.userId, usersMatching(exec, query.q)),
  );
}

/** Audit entries with their affected user, the shape auditTransactionRow reads. */
export function selectAuditRows(exec: Executor) {
  return exec
    .select({
      entry: auditEntries,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.userId));
}

type AuditRow = {
  entry: AuditEntry;
  user: { id: number; name: string; email: string; phone: string } | null;
};
const num = (v: string | null) => (v === null ? null : toDisplayNumber(v));

/** An audit entry among the transactions: every field a transaction row has, in its own id space. */
export function auditTransactionRow({ entry, user }: AuditRow) {
  return {
    source: "audit" as const,
    id: auditRowId(entry.id),
    auditId: entry.id,
    /** The audit action (CREDIT, RESET, WITHDRAWAL_APPROVE, ...): not a transaction type. */
    type: entry.action,
    asset: entry.asset,
    amount: num(entry.amount),
    assetAmount: num(entry.amount),
    status: entry.status,
    date: entry.createdAt.toISOString(),
    details: entry.details ?? entry.reason,
    userId: entry.userId,
    user: user?.id ? user : null,
    name: user?.id ? user.name : null,
    phone: user?.id ? user.phone : null,
    planName: null,
    usdEquivalent: num(entry.usdValue),
    isAdminTransaction: true,
    updatedAt: entry.createdAt.toISOString(),
  };
}
export type AuditTransactionRow = ReturnType<typeof auditTransactionRow>;
