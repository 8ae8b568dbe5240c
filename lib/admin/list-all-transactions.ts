import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, transactions, users } from "@/db/schema";
import { adminTransactionOutput } from "./transaction-output";

/** GET /api/transactions (admin): every live user's transactions that are not deleted, newest first. */
export async function listAllTransactions() {
  const db = await getDb();
  const rows = await db
    .select({
      t: transactions,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      planName: investmentPlans.name,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(investmentPlans, eq(investmentPlans.id, transactions.planId))
    .where(and(isNull(transactions.deletedAt), isNull(users.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return { transactions: rows.map(({ t, user, planName }) => adminTransactionOutput(t, user, planName)) };
}
