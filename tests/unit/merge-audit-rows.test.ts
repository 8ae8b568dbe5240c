// The spec merges the audit trail into the admin's transaction list "deduplicated by id": transaction 12 and
// audit entry 12 are different rows, so audit rows get their own id space and no row is lost.
import { isAuditRow, mergeAuditRows } from "@/lib/admin/merge-audit-rows";

type Tx = Parameters<typeof mergeAuditRows>[0][number];
type Audit = Parameters<typeof mergeAuditRows>[1][number];

const user = { id: 7, name: "Ivy", email: "ivy@example.com", phone: "+12025550123" };
const tx = (id: number, date: string): Tx => ({
  id,
  type: "DEPOSIT",
  asset: "BITCOIN",
  amount: 1,
  assetAmount: 1,
  status: "COMPLETED",
  date,
  details: null,
  userId: user.id,
  user,
  name: user.name,
  phone: user.phone,
  planName: null,
  usdEquivalent: null,
  isAdminTransaction: true,
  updatedAt: date,
});
const audit = (id: number, timestamp: string): Audit => ({
  id,
  action: "CREDIT",
  asset: "BITCOIN",
  amount: 1,
  status: "COMPLETED",
  timestamp,
  details: "Admin credit",
  reason: "Admin credit",
  usdEquivalent: 116515,
  user,
  admin: { id: 1, name: "Admin" },
});

test("a transaction and an audit entry with the same id are both kept, newest first", () => {
  const merged = mergeAuditRows(
    [tx(12, "2025-01-02T00:00:00.000Z"), tx(11, "2025-01-01T00:00:00.000Z")],
    [audit(12, "2025-01-03T00:00:00.000Z"), audit(5, "2025-01-01T12:00:00.000Z")],
  );
  expect(merged.map((r) => r.id)).toEqual(["audit-12", 12, "audit-5", 11]);
  expect(merged[0]).toMatchObject({ source: "audit", auditId: 12, type: "CREDIT", name: "Ivy" });
  expect(merged.map(isAuditRow)).toEqual([true, false, true, false]);
});

test("transaction rows pass through unchanged; repeated rows are kept once", () => {
  const t = tx(3, "2025-01-01T00:00:00.000Z");
  const merged = mergeAuditRows(
    [t, t],
    [audit(3, "2025-01-01T00:00:00.000Z"), audit(3, "2025-01-01T00:00:00.000Z")],
  );
  expect(merged).toHaveLength(2);
  // Same instant: the sort is stable, so the transaction stays ahead, and it is the very object given.
  expect(merged[0]).toBe(t);
  expect(merged[1].id).toBe("audit-3");
});
