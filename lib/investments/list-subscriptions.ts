import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions } from "@/db/schema";

/**
 * The caller's subscriptions in the shape of the spec's subscription transaction, every status,
 * newest first. Rate and total returns are the subscription's snapshot of the plan's terms, which is what it
 * earns, even if the plan was edited or retired since.
 */
export async function listSubscriptions(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ s: subscriptions, planName: investmentPlans.name })
    .from(subscriptions)
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(({ s, planName }) => ({
    id: s.id,
    planId: s.planId,
    plan: { plan: planName, interestRate: Number(s.interestRate) },
    amount: Number(s.amount),
    asset: s.asset,
    assetAmount: Number(s.assetAmount),
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    lastInterestCalculation: s.lastInterestCalculation?.toISOString() ?? null,
    interestCredited: Number(s.interestCredited),
    totalReturns: Number(s.totalReturns),
  }));
}
export type SubscriptionTransaction = Awaited<ReturnType<typeof listSubscriptions>>[number];
