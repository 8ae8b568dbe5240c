// What a transfer is worth to the ledger: the chain's amount rounded DOWN to the ledger's 8 decimals (an
// investor is never credited more than arrived; the sub-satoshi rest of an 18-decimal ETH amount is dust).
import { Money, roundDownToScale } from "@/lib/money/decimal";

/** Below this, in the asset's own units, a deposit is recorded but never credited. */
export const MINIMUM_DEPOSIT = new Money("0.001");

/** The ledger amount, or null for dust (nothing at 8 decimals) and anything that is not a positive number. */
export function depositAmount(chainAmount: string): string | null {
  let value: Money;
  try {
    value = new Money(chainAmount);
  } catch {
    return null;
  }
  if (!value.isFinite() || value.lte(0)) return null;
  const rounded = roundDownToScale(value);
  return rounded.isZero() ? null : rounded.toFixed();
}

export function isBelowMinimum(amount: string): boolean {
  return new Money(amount).lt(MINIMUM_DEPOSIT);
}
