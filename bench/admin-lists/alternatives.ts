// What the list code was measured against (printed by run.ts for the record, not held to the target):
// the first page of the admin's transactions with its total as `count(*) over ()` in the same statement,
// and the total counted with a join to the owners instead of lib/admin/count-live-transactions.ts.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { investmentPlans, transactions, users } from "@/db/schema";

export async function windowCountPage(db: Db, limit: number): Promise<{ total: number }> {
  const rows = await db
    .select({
      t: transactions,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      planName: investmentPlans.name,
      total: sql<string>`count(*) over ()`,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(investmentPlans, eq(investmentPlans.id, transactions.planId))
    .where(and(isNull(transactions.deletedAt), isNull(users.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  return { total: Number(rows[0]?.total ?? 0) };
}

export async function joinCountTotal(db: Db): Promise<{ total: number }> {
  const [row] = await db
    .select({ total: count() })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(and(isNull(transactions.deletedAt), isNull(users.deletedAt)));
  return { total: Number(row.total) };
}
