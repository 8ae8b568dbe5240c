// "Profit estimate on Investments": amount × (interestRate / 100 / 365) × whole days since
// createdAt; 0 when the data is invalid or the date is in the future. A display estimate for the browser
// (client-safe: no database), computed in exact decimals so a sum of rows does not drift.
import { Money } from "@/lib/money/decimal";

const DAY_MS = 86_400_000;

export type ProfitInput = {
  amount: number | string | null | undefined;
  interestRate: number | string | null | undefined;
  createdAt: string | number | Date | null | undefined;
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

/** The estimate in USD, to 8 decimals (a number: it is only displayed and summed for display). */
export function currentProfit({ amount, interestRate, createdAt }: ProfitInput, now = new Date()): number {
  const principal = finiteDecimal(amount);
  const rate = finiteDecimal(interestRate);
  if (!principal || !rate || principal.isNegative() || rate.isNegative()) return 0;
  if (createdAt === null || createdAt === undefined || createdAt === "") return 0;
  const opened = new Date(createdAt).getTime();
  if (Number.isNaN(opened)) return 0;
  const days = Math.floor((now.getTime() - opened) / DAY_MS);
  if (days <= 0) return 0;
  return principal.times(rate).div(36500).times(days).toDecimalPlaces(8).toNumber();
}
