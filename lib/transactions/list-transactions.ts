import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, transactions } from "@/db/schema";
import { listSubscriptions } from "@/lib/investments/list-subscriptions";
import { detailsCodeOutput } from "./transaction-details";
import type { TransactionsQuery } from "@/lib/validation/account";

/**
 * GET /api/users/transactions: the caller's activity, newest first. `type=SUBSCRIPTION` is the spec's
 * "My Investments" read, so it answers the subscriptions themselves (with status, rate and interest).
 */
export async function listTransactions(userId: number, { type }: TransactionsQuery) {
  if (type === "SUBSCRIPTION") return { transactions: await listSubscriptions(userId) };
  const db = await getDb();
  const rows = await db
    .select({ t: transactions, planName: investmentPlans.name })
    .from(transactions)
    .leftJoin(investmentPlans, eq(investmentPlans.id, transactions.planId))
    .where(
      and(
        eq(transactions.userId, userId),
        isNull(transactions.deletedAt),
        type ? eq(transactions.type, type) : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return {
    transactions: rows.map(({ t, planName }) => ({
      id: t.id,
      type: t.type,
      asset: t.asset,
      // `amount` is the spec's (a subscription's is USD); `assetAmount` is what moved, in units of `asset`.
      amount: Number(t.amount),
      assetAmount: Number(t.assetAmount),
      status: t.status,
      date: t.createdAt.toISOString(),
      createdAt: t.createdAt.toISOString(),
      details: t.details,
      // The details as a code and its params, for the reader's language; absent when an administrator typed them.
      ...detailsCodeOutput(t),
      planId: t.planId,
      // An admin's edit of the display name wins over the plan's own name.
      planName: t.displayPlanName ?? planName ?? null,
      usdEquivalent: t.usdEquivalent === null ? null : Number(t.usdEquivalent),
    })),
  };
}
