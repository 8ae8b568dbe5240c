import type { InvestmentPlan } from "@/db/schema";

/** A plan as GET /api/investments lists it (numbers for display). */
export function planOutput(p: InvestmentPlan) {
  return {
    id: p.id,
    plan: p.name,
    interestRate: Number(p.interestRate),
    minimumAmount: Number(p.minimumAmount),
    maximumAmount: Number(p.maximumAmount),
    totalReturns: Number(p.totalReturns),
    recommended: p.recommended,
    kind: p.kind,
    asset: p.asset,
    earlyRedemption: p.earlyRedemption,
    earlyRedemptionPenaltyPercent: Number(p.earlyRedemptionPenaltyPercent),
  };
}

/** The admin's plan screens also see when a plan was created and whether it is retired. */
export function adminPlanOutput(p: InvestmentPlan) {
  return {
    ...planOutput(p),
    retiredAt: p.retiredAt ? p.retiredAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}

/** What an audit row keeps of a plan: exact strings, not display numbers. */
export function planSnapshot(p: InvestmentPlan) {
  return {
    plan: p.name,
    minimumAmount: p.minimumAmount,
    maximumAmount: p.maximumAmount,
    interestRate: p.interestRate,
    totalReturns: p.totalReturns,
    recommended: p.recommended,
    kind: p.kind,
    asset: p.asset,
    earlyRedemption: p.earlyRedemption,
    earlyRedemptionPenaltyPercent: p.earlyRedemptionPenaltyPercent,
    retiredAt: p.retiredAt ? p.retiredAt.toISOString() : null,
  };
}
