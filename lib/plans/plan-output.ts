import type { InvestmentPlan } from "@/db/schema";

/** A plan as the admin screens read it: GET /api/investments's shape (numbers for display). */
export function planOutput(p: InvestmentPlan) {
  return {
    id: p.id,
    plan: p.name,
    minimumAmount: Number(p.minimumAmount),
    maximumAmount: Number(p.maximumAmount),
    interestRate: Number(p.interestRate),
    totalReturns: Number(p.totalReturns),
    recommended: p.recommended,
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
    retiredAt: p.retiredAt ? p.retiredAt.toISOString() : null,
  };
}
