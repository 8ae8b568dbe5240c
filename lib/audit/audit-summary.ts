import { and, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEntries } from "@/db/schema";
import type { DateRangeQuery } from "@/lib/validation/admin";
import { withinDays } from "./date-range";

/**
 * GET /api/admin/audit/summary: counts of credits and resets, actions of the last 24 hours, and the USD
 * value of every audited action in the range (credits, resets, withdrawals decided: the "USD Value" column summed).
 */
export async function auditSummary(range: DateRangeQuery) {
  const db = await getDb();
  const [row] = await db
    .select({
      totalCredits: sql<number>`count(*) filter (where ${auditEntries.action} = 'CREDIT')::int`,
      totalResets: sql<number>`count(*) filter (where ${auditEntries.action} = 'RESET')::int`,
      recentActions: sql<number>`count(*) filter (where ${auditEntries.createdAt} >= now() - interval '24 hours')::int`,
      totalUsdValue: sql<string>`coalesce(sum(${auditEntries.usdValue}), 0)::text`,
    })
    .from(auditEntries)
    .where(and(withinDays(auditEntries.createdAt, range)));
  return {
    summary: {
      totalCredits: Number(row.totalCredits),
      totalResets: Number(row.totalResets),
      recentActions: Number(row.recentActions),
      totalUsdValue: Number(row.totalUsdValue),
    },
  };
}
