import { and, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { transactions, users } from "@/db/schema";
import { Money } from "@/lib/money/decimal";

/**
 * The statuses whose money has moved and stays moved. A PENDING withdrawal may still be rejected; an
 * INACTIVE one was (its money came back), so neither is volume.
 */
export const VOLUME_STATUSES = ["COMPLETED", "ACTIVE"] as const;

/**
 * GET /api/transactions/summary (admin): the Transaction Management cards over the rows GET /api/transactions
 * lists (live transactions of live users). `totalVolume` is the sum of the USD value each COMPLETED or ACTIVE
 * transaction had when it was made (`usdEquivalent`; rows without one add nothing), in and out alike, as an
 * exact decimal string. One pass over the rows, counted as every live row minus the live rows of deleted
 * owners (lib/admin/count-live-transactions.ts says why).
 */
export async function summarizeTransactions() {
  const db = await getDb();
  const figures = {
    n: count(),
    completed: count(sql`case when ${eq(transactions.status, "COMPLETED")} then 1 end`),
    active: count(sql`case when ${eq(transactions.status, "ACTIVE")} then 1 end`),
    volume: sql<
      string | null
    >`sum(${transactions.usdEquivalent}) filter (where ${inArray(transactions.status, [...VOLUME_STATUSES])})::text`,
  };
  const live = isNull(transactions.deletedAt);
  const [[all], [ofDeletedOwners]] = await Promise.all([
    db.select(figures).from(transactions).where(live),
    db
      .select(figures)
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .where(and(live, isNotNull(users.deletedAt))),
  ]);
  const minus = (key: "n" | "completed" | "active") => Number(all[key]) - Number(ofDeletedOwners[key]);
  return {
    transactions: minus("n"),
    completed: minus("completed"),
    active: minus("active"),
    totalVolume: new Money(all.volume ?? 0).minus(ofDeletedOwners.volume ?? 0).toFixed(),
  };
}
