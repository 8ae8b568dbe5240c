// Which transactions' money an admin edit or delete may move (lib/admin/transaction-ledger.ts), shared with
// the edit dialog, which offers only what the server accepts. Client-safe: no database imports.
import type { TransactionType } from "@/lib/enums";

/** Money in whose amount belongs to the row itself: an admin credit or a deposit. */
export const CREDIT_TYPES = [
  "DEPOSIT",
  "CREDIT_BITCOIN",
  "CREDIT_ETHEREUM",
  "CREDIT_USDT",
  "CREDIT_USDC",
] as const satisfies readonly TransactionType[];
export const isCreditType = (type: string) => (CREDIT_TYPES as readonly string[]).includes(type);

/**
 * Types whose money belongs to the transaction itself, so that its amount and asset can be corrected and a
 * delete undoes it: a credit or deposit (money in) and a balance reset (money out).
 */
export const isMoneyType = (type: string) => isCreditType(type) || type === "RESET";

/**
 * Where the money of the other types is tied: moving it from the transaction would desynchronise the
 * withdrawal request, the subscription or the day's accrual. Their edits change labels only; a delete hides
 * the row.
 */
export const TIED_TO: Partial<Record<TransactionType, string>> = {
  WITHDRAWAL: "its withdrawal request",
  SUBSCRIPTION: "its subscription",
  INTEREST: "the interest run",
};
