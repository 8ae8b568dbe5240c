import { count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { auditEntries, users } from "@/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import type { AuditTrailQuery } from "@/lib/validation/admin";
import { readPage } from "@/lib/paging/read-page";
import { auditFilter } from "./audit-filter";

const num = (v: string | null) => (v === null ? null : Number(v));

/** GET /api/admin/audit/trail: newest first, offset paging, with the affected user and the acting admin.
 *  Beyond the spec: `q` (lib/audit/audit-filter.ts), read in the reader's language `locale`. */
export async function listAuditTrail(query: AuditTrailQuery, locale: Locale = DEFAULT_LOCALE) {
  const db = await getDb();
  const admin = alias(users, "admin");
  const where = await auditFilter(db, query, locale);
  const select = db
    .select({
      entry: auditEntries,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      admin: { id: admin.id, name: admin.name },
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.userId))
    .leftJoin(admin, eq(admin.id, auditEntries.adminId))
    .where(where)
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id));
  const total = () => db.select({ total: count() }).from(auditEntries).where(where);
  const { rows, pagination } = await readPage(select.$dynamic(), total, {
    limit: query.limit,
    offset: query.offset,
  });
  return {
    auditTrail: rows.map(({ entry, user, admin }) => ({
      id: entry.id,
      action: entry.action,
      asset: entry.asset,
      amount: num(entry.amount),
      status: entry.status,
      timestamp: entry.createdAt.toISOString(),
      details: entry.details ?? entry.reason,
      // The details as a code and its params, for the reader's language; absent on older rows.
      ...(entry.detailsCode
        ? { detailsCode: entry.detailsCode, detailsParams: entry.detailsParams ?? {} }
        : {}),
      reason: entry.reason,
      usdEquivalent: num(entry.usdValue),
      user: user?.id ? user : null,
      admin: admin?.id ? admin : null,
    })),
    pagination,
  };
}
