// Investments' profit figures (client-safe: no database), in exact decimals so a sum of rows does not drift.
// "Current Profit" and "Total Profit" are what was credited: the interest engine's accruals, summed on the
// subscription as `interestCredited`. The spec's "profit estimate" (amount × rate / 100 / 365 × whole days
// since createdAt) counts whole days since the subscription opened, so it said $0.00 beside interest already
// credited at the first 00:00 UTC; it is shown only as an estimate, labelled so.
import { Money } from "@/lib/money/decimal";

const DAY_MS = 86_400_000;

export type ProfitInput = {
  amount: number | string | null | undefined;
  interestRate: number | string | null | undefined;
  createdAt: string | number | Date | null | undefined;
  /** The plan's total returns in percent: interest stops there, so the estimate does too. */
  totalReturns?: number | string | null;
};

function finiteDecimal(value: number | string | null | undefined) {
  if (value === null || value === undefined || value === "") return null;
  try {
    const d = new Money(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** The profit of a subscription: the interest credited to the main balance so far, in USD (0 when unknown). */
export function currentProfit({
  interestCredited,
}: {
  interestCredited: number | string | null | undefined;
}) {
  const credited = finiteDecimal(interestCredited);
  return credited && !credited.isNegative() ? credited.toNumber() : 0;
}

/** The spec's profit estimate in USD, to 8 decimals (a number: it is only displayed and summed for display). */
export function estimatedProfit(
  { amount, interestRate, createdAt, totalReturns }: ProfitInput,
  now = new Date(),
): number {
  const principal = finiteDecimal(amount);
  const rate = finiteDecimal(interestRate);
  if (!principal || !rate || principal.isNegative() || rate.isNegative()) return 0;
  if (createdAt === null || createdAt === undefined || createdAt === "") return 0;
  const opened = new Date(createdAt).getTime();
  if (Number.isNaN(opened)) return 0;
  const days = Math.floor((now.getTime() - opened) / DAY_MS);
  if (days <= 0) return 0;
  let profit = principal.times(rate).div(36500).times(days);
  const cap = finiteDecimal(totalReturns);
  if (cap && !cap.isNegative()) profit = Money.min(profit, principal.times(cap).div(100));
  return profit.toDecimalPlaces(8).toNumber();
}
