// A plan's term as the Invest card shows it: how many days a FIXED plan takes to pay its total returns at
// its rate, ceil(totalReturns × 365 / rate); a FLEXIBLE plan has none (null), nor does a plan that never pays.
import { Money } from "@/lib/money/decimal";

export function planTermDays(plan: {
  kind?: string;
  interestRate: number | string;
  totalReturns: number | string;
}): number | null {
  if (plan.kind === "FLEXIBLE") return null;
  const rate = new Money(plan.interestRate);
  const returns = new Money(plan.totalReturns);
  if (!rate.isFinite() || !returns.isFinite() || rate.lte(0) || returns.lte(0)) return null;
  return returns.times(365).div(rate).ceil().toNumber();
}
