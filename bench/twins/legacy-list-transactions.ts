// GET /api/users/transactions's read as it was before it was built once and named its columns: drizzle's
// select built per call, every column of every row and the plan's name, so one build measures the list before
// and after side by side (GET /api/bench/transactions-before, bench/README.md).
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, transactions } from "@/db/schema";
import { detailsCodeOutput } from "@/lib/transactions/transaction-details";

export async function legacyListTransactions(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ t: transactions, planName: investmentPlans.name })
    .from(transactions)
    .leftJoin(investmentPlans, eq(investmentPlans.id, transactions.planId))
    .where(and(eq(transactions.userId, userId), isNull(transactions.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return {
    transactions: rows.map(({ t, planName }) => ({
      id: t.id,
      type: t.type,
      asset: t.asset,
      amount: Number(t.amount),
      assetAmount: Number(t.assetAmount),
      status: t.status,
      date: t.createdAt.toISOString(),
      createdAt: t.createdAt.toISOString(),
      details: t.details,
      ...detailsCodeOutput(t),
      planId: t.planId,
      planName: t.displayPlanName ?? planName ?? null,
      usdEquivalent: t.usdEquivalent === null ? null : Number(t.usdEquivalent),
    })),
  };
}
