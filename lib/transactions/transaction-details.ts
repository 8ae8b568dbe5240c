// A transaction's details as the platform writes them: a fixed code with its params, beside the English
// sentence the API has always returned in `details`. Screens write the code's text in their reader's language
// from `common.transactionDetails.<CODE>` (messages/<locale>/common.json); the English sentence here is exactly
// what the English catalogue text renders with the same params (tests/unit/transaction-details.test.ts).
// Details an administrator types (a credit's or reset's own reason, an edit) have no code and read as typed.
// Amounts are decimal strings of at most 8 decimals.
import { moneyString } from "@/lib/money/decimal";

/** Each code with its English sentence. */
export const TRANSACTION_DETAILS = {
  SUBSCRIBED: (p: { plan: string; amount: string; asset: string; price: string }) =>
    `Subscribed to ${p.plan}: ${moneyString(p.amount)} ${p.asset} at ${moneyString(p.price)} USD`,
  WITHDRAWAL_REQUESTED: (p: { request: number; address: string; network: string }) =>
    `Withdrawal request #${p.request} to ${p.address} (${p.network})`,
  DEPOSIT_RECEIVED: (p: { amount: string; asset: string; network: string }) =>
    `Deposit of ${moneyString(p.amount)} ${p.asset} on ${p.network}`,
  /** An investor's redemption that gave back all it took from the plan (a flexible one, or nothing forfeited). */
  REDEEMED: (p: { plan: string }) => `Redeemed from ${p.plan}`,
  /** An early redemption that kept back the interest paid or a penalty, in the plan's asset (the row's). */
  REDEEMED_FORFEIT: (p: { plan: string; forfeited: string }) =>
    `Redeemed from ${p.plan}, ${moneyString(p.forfeited)} forfeited`,
  /** A credit whose administrator gave no reason. */
  ADMIN_CREDIT: (_p: Record<string, never>) => "Admin credit",
  /** A reset whose administrator gave no reason. */
  ADMIN_RESET: (_p: Record<string, never>) => "Admin reset",
} as const;

export type TransactionDetailsCode = keyof typeof TRANSACTION_DETAILS;
export type TransactionDetailsParams<C extends TransactionDetailsCode> = Parameters<
  (typeof TRANSACTION_DETAILS)[C]
>[0];

export type TransactionDetailsFields = {
  details: string;
  detailsCode: TransactionDetailsCode;
  detailsParams: Record<string, unknown>;
};

/**
 * The columns of a transaction row for these details: the English sentence, its code and its params. Spread it
 * into the values of an insert: `tx.insert(transactions).values({ ..., ...transactionDetails(code, params) })`.
 */
export function transactionDetails<C extends TransactionDetailsCode>(
  code: C,
  params: TransactionDetailsParams<C>,
): TransactionDetailsFields & { detailsCode: C } {
  const build = TRANSACTION_DETAILS[code] as (p: TransactionDetailsParams<C>) => string;
  const stored: Record<string, unknown> = { ...params };
  // Amounts travel as the ledger writes them (no trailing zeros), the same figures as the English sentence.
  for (const key of ["amount", "price", "forfeited"] as const)
    if (typeof stored[key] === "string") stored[key] = moneyString(stored[key] as string);
  return { details: build(params), detailsCode: code, detailsParams: stored };
}

/**
 * A reason an administrator may leave out, as details: the default sentence ("Admin credit") carries its code
 * so it reads in every language; a reason the administrator typed is kept as typed, with no code.
 */
export function reasonDetails(
  reason: string,
  code: "ADMIN_CREDIT" | "ADMIN_RESET",
): { details: string; detailsCode: string | null; detailsParams: Record<string, unknown> | null } {
  const fallback = TRANSACTION_DETAILS[code]({});
  return reason === fallback
    ? transactionDetails(code, {})
    : { details: reason, detailsCode: null, detailsParams: null };
}

/** What an API answer carries of a row's details: the code and params only when the row has a code. */
export function detailsCodeOutput(t: { detailsCode: string | null; detailsParams: unknown }) {
  return t.detailsCode ? { detailsCode: t.detailsCode, detailsParams: t.detailsParams ?? {} } : {};
}
