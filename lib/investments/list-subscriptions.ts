import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions } from "@/db/schema";
import { creditedInterest, lastInterestCalculation } from "@/lib/interest/credited-interest";

/**
 * The caller's subscriptions in the shape of the spec's subscription transaction, every status,
 * newest first. Rate and total returns are the subscription's snapshot of the plan's terms, which is what it
 * earns, even if the plan was edited or retired since. The interest credited so far is read with the accruals
 * the daily run wrote since the row's stamp (lib/interest/credited-interest.ts).
 */
export async function listSubscriptions(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      s: subscriptions,
      planName: investmentPlans.name,
      credited: creditedInterest,
      lastCredit: lastInterestCalculation,
    })
    .from(subscriptions)
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(({ s, planName, credited, lastCredit }) => ({
    id: s.id,
    planId: s.planId,
    plan: { plan: planName, interestRate: Number(s.interestRate) },
    amount: Number(s.amount),
    asset: s.asset,
    assetAmount: Number(s.assetAmount),
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    lastInterestCalculation: lastCredit?.toISOString() ?? null,
    interestCredited: Number(credited),
    totalReturns: Number(s.totalReturns),
    kind: s.kind,
    /** The asset `amount` and the interest are in: USD, or a coin plan's coin (`asset` is what paid for it). */
    principalAsset: s.principalAsset,
  }));
}
export type SubscriptionTransaction = Awaited<ReturnType<typeof listSubscriptions>>[number];
