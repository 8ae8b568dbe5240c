// The spec's Transaction Management merges the audit trail (GET /api/admin/audit/trail?limit=100) into the
// transactions (GET /api/transactions) "deduplicated by id, newest first". Transaction ids and audit ids
// are two tables' serials, so transaction 12 and audit entry 12 are different rows with the same id:
// deduplicating on the raw id would silently drop one of them. Here an audit row gets its own id space,
// `id: "audit-12"` with `source: "audit"` and `auditId: 12`; transaction rows pass through untouched (a
// numeric id, no `source`), so their shape stays the spec's. Pure and free of database imports: the
// browser runs it.
import type { listAllTransactions } from "./list-all-transactions";
import type { listAuditTrail } from "@/lib/audit/list-audit-trail";

type TransactionRow = Awaited<ReturnType<typeof listAllTransactions>>["transactions"][number];
type AuditRow = Awaited<ReturnType<typeof listAuditTrail>>["auditTrail"][number];

/** An audit entry shown among the transactions, in the fields the list's cards read. */
export type AuditTransactionRow = {
  source: "audit";
  id: `audit-${number}`;
  auditId: number;
  type: string;
  asset: AuditRow["asset"];
  amount: number | null;
  status: string;
  date: string;
  details: string | null;
  userId: number | null;
  user: AuditRow["user"];
  name: string | null;
  phone: string | null;
  usdEquivalent: number | null;
};
export type MergedTransactionRow = TransactionRow | AuditTransactionRow;

export const auditRowId = (auditId: number) => `audit-${auditId}` as const;

export function isAuditRow(row: MergedTransactionRow): row is AuditTransactionRow {
  return (row as AuditTransactionRow).source === "audit";
}

function fromAudit(entry: AuditRow): AuditTransactionRow {
  return {
    source: "audit",
    id: auditRowId(entry.id),
    auditId: entry.id,
    type: entry.action,
    asset: entry.asset,
    amount: entry.amount,
    status: entry.status,
    date: entry.timestamp,
    details: entry.details,
    userId: entry.user?.id ?? null,
    user: entry.user,
    name: entry.user?.name ?? null,
    phone: entry.user?.phone ?? null,
    usdEquivalent: entry.usdEquivalent,
  };
}

/** Both lists as one, newest first; each row once (a row repeated within its own list is kept once). */
export function mergeAuditRows(
  transactions: readonly TransactionRow[],
  auditTrail: readonly AuditRow[],
): MergedTransactionRow[] {
  const byKey = new Map<string | number, MergedTransactionRow>();
  for (const t of transactions) byKey.set(t.id, t);
  for (const entry of auditTrail) byKey.set(auditRowId(entry.id), fromAudit(entry));
  // ISO-8601 UTC strings of one format order as text; the sort is stable, so ties keep transactions first.
  return [...byKey.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
