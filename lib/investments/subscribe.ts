// Subscribing to a plan (docs/architecture.md, "Money rules"): the plan's minimum in USD, paid from one asset at its
// current USD price; debit, subscription and its transaction commit together or not at all.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions, transactions, type Subscription } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { ApiError, badRequest, conflict, notFound } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { assetSymbol } from "@/lib/labels";
import { InsufficientFundsError } from "@/lib/ledger/insufficient-funds";
import { postEntry } from "@/lib/ledger/post-entry";
import type { Asset } from "@/lib/money/assets";
import { Money, moneyString, toDisplayNumber } from "@/lib/money/decimal";
import { getGuardPrice } from "@/lib/prices/usd-prices";
import { transactionDetails } from "@/lib/transactions/transaction-details";
import { isEarnPlan, subscribeEarn } from "@/lib/earn/subscribe-earn";
import { subscriptionUnits } from "./subscribe-units";

export type SubscribeArgs = { userId: number; planId: number; asset: Asset; amount: string };

const ALREADY_SUBSCRIBED = "You are already subscribed to this plan";

export async function subscribe({ userId, planId, asset, amount }: SubscribeArgs) {
  const db = await getDb();
  const [plan] = await db.select().from(investmentPlans).where(eq(investmentPlans.id, planId)).limit(1);
  if (!plan || plan.retiredAt) throw notFound("Investment plan not found");
  // Flexible plans and plans held in a coin: any amount within the limits, in the plan's asset.
  if (isEarnPlan(plan)) return subscribeEarn({ userId, planId, asset, amount });
  if (!new Money(amount).eq(plan.minimumAmount)) {
    const minimum = moneyString(plan.minimumAmount);
    throw badRequest(
      `Amount must be the plan's minimum investment of ${minimum} USD`,
      templated("PLAN_MINIMUM_INVESTMENT", { minimum }),
    );
  }
  const priceUsd = await getGuardPrice(asset);
  const units = subscriptionUnits(plan.minimumAmount, priceUsd);

  try {
    const subscription = await db.transaction(async (tx) => {
      // The plan again, share-locked: an admin cannot retire, delete or re-price it between the price
      // quote above and this commit (a concurrent delete then finds a subscription and retires it instead).
      const [current] = await tx
        .select()
        .from(investmentPlans)
        .where(eq(investmentPlans.id, planId))
        .limit(1)
        .for("share");
      if (!current || current.retiredAt) throw notFound("Investment plan not found");
      if (
        !new Money(current.minimumAmount).eq(plan.minimumAmount) ||
        !new Money(current.interestRate).eq(plan.interestRate) ||
        !new Money(current.totalReturns).eq(plan.totalReturns) ||
        isEarnPlan(current)
      ) {
        throw conflict("This plan's terms have just changed. Please review them and subscribe again.");
      }
      // A friendly answer for the common case; the partial unique index settles concurrent requests.
      const [active] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.planId, planId),
            eq(subscriptions.status, "ACTIVE"),
          ),
        )
        .limit(1);
      if (active) throw conflict(ALREADY_SUBSCRIBED);
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId,
          planId,
          amount: plan.minimumAmount,
          asset,
          assetAmount: units,
          priceUsd,
          interestRate: plan.interestRate,
          totalReturns: plan.totalReturns,
          status: "ACTIVE",
        })
        .returning();
      await postEntry(tx, {
        userId,
        asset,
        amount: new Money(units).neg().toFixed(),
        kind: "SUBSCRIPTION",
        reference: `subscription:${created.id}`,
        memo: `${plan.name} plan`,
      });
      await tx.insert(transactions).values({
        userId,
        type: "SUBSCRIPTION",
        asset,
        amount: plan.minimumAmount,
        assetAmount: units,
        status: "ACTIVE",
        ...transactionDetails("SUBSCRIBED", {
          plan: plan.name,
          amount: moneyString(units),
          asset: assetSymbol(asset),
          price: moneyString(priceUsd),
        }),
        planId,
        subscriptionId: created.id,
        usdEquivalent: plan.minimumAmount,
      });
      return created;
    });
    return {
      message: `Successfully subscribed to ${plan.name}`,
      subscription: subscriptionOutput(subscription, plan.name),
    };
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      throw new ApiError(400, "Insufficient balance for this subscription", { insufficientFunds: true });
    }
    if (isUniqueViolation(err)) throw conflict(ALREADY_SUBSCRIBED);
    throw err;
  }
}

function subscriptionOutput(s: Subscription, planName: string) {
  return {
    id: s.id,
    planId: s.planId,
    plan: { plan: planName, interestRate: toDisplayNumber(s.interestRate) },
    amount: toDisplayNumber(s.amount),
    asset: s.asset,
    assetAmount: toDisplayNumber(s.assetAmount),
    priceUsd: toDisplayNumber(s.priceUsd),
    interestRate: toDisplayNumber(s.interestRate),
    totalReturns: toDisplayNumber(s.totalReturns),
    interestCredited: toDisplayNumber(s.interestCredited),
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    lastInterestCalculation: s.lastInterestCalculation?.toISOString() ?? null,
  };
}
