// A subscription as the earn routes answer it: exact decimal strings for the money, the asset its
// principal is held in (`asset`) and the one that paid for it (`paidWith`).
import type { Subscription } from "@/db/schema";
import { moneyString } from "@/lib/money/decimal";

export function positionOutput(s: Subscription, planName: string, interestPaid: string) {
  return {
    id: s.id,
    planId: s.planId,
    plan: planName,
    kind: s.kind,
    asset: s.principalAsset,
    paidWith: s.asset,
    amount: moneyString(s.amount),
    interestRate: moneyString(s.interestRate),
    totalReturns: moneyString(s.totalReturns),
    earlyRedemption: s.earlyRedemption,
    earlyRedemptionPenaltyPercent: moneyString(s.earlyRedemptionPenaltyPercent),
    status: s.status,
    autoRenew: s.autoRenew,
    compound: s.compound,
    interestPaid: moneyString(interestPaid),
    renewedFrom: s.renewedFrom,
    createdAt: s.createdAt.toISOString(),
    completedAt: s.completedAt ? s.completedAt.toISOString() : null,
  };
}
export type Position = ReturnType<typeof positionOutput>;
