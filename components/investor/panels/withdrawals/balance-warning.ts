import { parseAmount } from "@/lib/money/amount";
import { Money } from "@/lib/money/decimal";

/**
 * The early warning under the amount (the server still decides): the typed amount, when it is a valid one,
 * is more than the balance the cards show.
 */
export function exceedsBalance(amount: unknown, available: number | undefined): boolean {
  if (available === undefined) return false;
  const parsed = parseAmount(amount);
  return parsed.ok && new Money(parsed.value).gt(available);
}
