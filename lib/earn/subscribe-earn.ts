// Subscribing to an earn plan: a FLEXIBLE plan, or a plan held in a coin. The principal is any amount
// within the plan's minimum and maximum, in the plan's asset, taken from that asset's balance through the ledger;
// subscribing again to a FLEXIBLE plan tops up the same position (the total within the maximum). Debit,
// subscription and transaction commit together or not at all.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions, transactions, type InvestmentPlan } from "@/db/schema";
import { ApiError, badRequest, conflict, notFound } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { InsufficientFundsError } from "@/lib/ledger/insufficient-funds";
import { postEntry } from "@/lib/ledger/post-entry";
import type { Asset } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import { EARN_MESSAGES } from "./messages";
import { positionOutput } from "./position-output";

export const isEarnPlan = (plan: Pick<InvestmentPlan, "kind" | "asset">) =>
  plan.kind !== "FIXED" || plan.asset !== "USD";

export async function subscribeEarn(args: { userId: number; planId: number; asset: Asset; amount: string }) {
  const { userId, planId, asset, amount } = args;
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [plan] = await tx
        .select()
        .from(investmentPlans)
        .where(eq(investmentPlans.id, planId))
        .limit(1)
        .for("share");
      if (!plan || plan.retiredAt) throw notFound("Investment plan not found");
      if (asset !== plan.asset) throw badRequest(EARN_MESSAGES.wrongAsset);
      const [active] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.planId, planId),
            eq(subscriptions.status, "ACTIVE"),
          ),
        )
        .limit(1)
        .for("update");
      if (active && plan.kind === "FIXED") throw conflict(EARN_MESSAGES.alreadySubscribed);
      const x = new Money(amount);
      const total = active ? x.plus(active.amount) : x;
      if (total.lt(plan.minimumAmount) || total.gt(plan.maximumAmount))
        throw badRequest(EARN_MESSAGES.outsideLimits);
      const topUp = !!active;
      const [position] = active
        ? await tx
            .update(subscriptions)
            .set({ amount: total.toFixed(), assetAmount: total.toFixed() })
            .where(eq(subscriptions.id, active.id))
            .returning()
        : await tx
            .insert(subscriptions)
            .values({
              userId,
              planId,
              amount: x.toFixed(),
              asset: plan.asset,
              assetAmount: x.toFixed(),
              priceUsd: plan.asset === "USD" ? "1" : "0",
              interestRate: plan.interestRate,
              totalReturns: plan.totalReturns,
              kind: plan.kind,
              principalAsset: plan.asset,
              earlyRedemption: plan.earlyRedemption,
              earlyRedemptionPenaltyPercent: plan.earlyRedemptionPenaltyPercent,
              status: "ACTIVE",
            })
            .returning();
      const [row] = await tx
        .insert(transactions)
        .values({
          userId,
          type: "SUBSCRIPTION",
          asset: plan.asset,
          amount: x.toFixed(),
          assetAmount: x.toFixed(),
          status: topUp ? "COMPLETED" : "ACTIVE",
          details: topUp ? `Top-up of ${plan.name}` : `${plan.name} plan`,
          planId,
          subscriptionId: position.id,
          usdEquivalent: plan.asset === "USD" ? x.toFixed() : null,
        })
        .returning({ id: transactions.id });
      await postEntry(tx, {
        userId,
        asset: plan.asset,
        amount: x.neg().toFixed(),
        kind: "SUBSCRIPTION",
        reference: topUp ? `subscription-topup:${row.id}` : `subscription:${position.id}`,
        memo: `${plan.name} plan`,
      });
      return {
        message: `Successfully subscribed to ${plan.name}`,
        topUp,
        subscription: positionOutput(position, plan.name, position.interestCredited),
      };
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      throw new ApiError(400, EARN_MESSAGES.insufficient, { insufficientFunds: true });
    }
    if (isUniqueViolation(err)) throw conflict(EARN_MESSAGES.alreadySubscribed);
    throw err;
  }
}
