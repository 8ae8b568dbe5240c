import { and, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { auditEntries, users } from "@/db/schema";
import type { AuditTrailQuery } from "@/lib/validation/admin";
import type { AuditAction } from "./record-audit";
import { withinDays } from "./date-range";

/** The screen's action-type filter (All/Credits/Withdrawals/Resets) in terms of stored actions. */
const ACTIONS_BY_FILTER: Record<Exclude<AuditTrailQuery["action"], "all">, AuditAction[]> = {
  credits: ["CREDIT"],
  withdrawals: ["WITHDRAWAL_APPROVE", "WITHDRAWAL_REJECT"],
  resets: ["RESET"],
};

const num = (v: string | null) => (v === null ? null : Number(v));

/** GET /api/admin/audit/trail: newest first, offset paging, with the affected user and the acting admin. */
export async function listAuditTrail(query: AuditTrailQuery) {
  const db = await getDb();
  const admin = alias(users, "admin");
  const where = and(
    query.action === "all" ? undefined : inArray(auditEntries.action, ACTIONS_BY_FILTER[query.action]),
    withinDays(auditEntries.createdAt, query),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        entry: auditEntries,
        user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
        admin: { id: admin.id, name: admin.name },
      })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.userId))
      .leftJoin(admin, eq(admin.id, auditEntries.adminId))
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return {
    auditTrail: rows.map(({ entry, user, admin }) => ({
      id: entry.id,
      action: entry.action,
      asset: entry.asset,
      amount: num(entry.amount),
      status: entry.status,
      timestamp: entry.createdAt.toISOString(),
      details: entry.details ?? entry.reason,
      reason: entry.reason,
      usdEquivalent: num(entry.usdValue),
      user: user?.id ? user : null,
      admin: admin?.id ? admin : null,
    })),
    pagination: { total: Number(total), limit: query.limit, offset: query.offset },
  };
}
