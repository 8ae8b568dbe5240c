// The errors whose English text has figures or names in it ("Insufficient balance. Available: 0.5 BTC"). Their
// code cannot be the text's own (lib/i18n/message-code.ts: it would change with every figure), so each has a
// fixed code, and the figures and names travel beside it as `params`; the browser writes the sentence in its
// reader's language around them (messages/<locale>/errors.json, validation.json for a field's message). The
// English `message` is still sent as it always was.
import type { AmountList } from "@/lib/i18n/amount-list";
import type { ErrorParams } from "./errors";

/** Each templated code with the names of its params. */
export const TEMPLATED_ERRORS = {
  // Amounts are decimal strings (the ledger's own digits), the asset's symbol beside them.
  INSUFFICIENT_BALANCE_AVAILABLE: ["available", "asset"],
  PLAN_MINIMUM_INVESTMENT: ["minimum"],
  // Rate limits: what was limited is the code, the wait is a number of seconds or of minutes.
  TOO_MANY_SIGN_IN_ATTEMPTS: ["wait", "unit"],
  TOO_MANY_VERIFICATION_ATTEMPTS: ["wait", "unit"],
  TOO_MANY_CODE_REQUESTS: ["wait", "unit"],
  TOO_MANY_PASSWORD_RESET_REQUESTS: ["wait", "unit"],
  TOO_MANY_PASSWORD_ATTEMPTS: ["wait", "unit"],
  TOO_MANY_INCORRECT_AUTHENTICATION_CODES: ["wait", "unit"],
  TOO_MANY_SUPPORT_TICKETS: ["wait", "unit"],
  TOO_MANY_REPLIES: ["wait", "unit"],
  WITHDRAWAL_PIN_LOCKED: ["minutes"],
  WITHDRAWAL_PIN_STILL_LOCKED: ["minutes"],
  // Input the API refuses before reading it.
  REQUEST_BODY_TOO_LARGE: ["limit", "unit"],
  QUERY_PARAMETER_REPEATED: ["name"],
  FIELD_REPEATED: ["field"],
  WITHDRAWAL_NETWORK_MISMATCH: ["asset", "network"],
  // The back office's transaction edits and user deletion.
  TRANSACTION_MONEY_TIED: ["type"],
  TRANSACTION_TYPE_CHANGE_REFUSED: ["from", "to"],
  CREDIT_ASSET_MISMATCH: ["type", "asset"],
  TRANSACTION_EDIT_BALANCE_NEGATIVE: ["asset", "available"],
  TRANSACTION_FUNDS_SPENT: ["asset", "available"],
  // A list of amounts (`[{ amount, asset }]`), written as a list in the reader's language.
  USER_STILL_HAS_BALANCE: ["balances"],
  // A Bitcoin payout batch's signed upload refused: what is wrong with it, in English (addresses and satoshis).
  SIGNED_TRANSACTION_REFUSED: ["reason"],
  // Every Bitcoin payout waiting is held behind a cancelled batch that may still confirm: why, in English.
  BITCOIN_PAYOUTS_HELD: ["reason"],
  // A reserve address's uploaded signature that does not verify: the scheme and the exact message signed.
  RESERVE_SIGNATURE_MISMATCH: ["scheme", "message"],
} as const satisfies Record<string, readonly string[]>;

export type TemplatedErrorCode = keyof typeof TEMPLATED_ERRORS;

/** `{ code, params }` for an ApiError's extra (or a FieldError), the params named as the code declares. */
export function templated<C extends TemplatedErrorCode>(
  code: C,
  params: Record<(typeof TEMPLATED_ERRORS)[C][number], string | number | AmountList>,
): { code: C; params: ErrorParams } {
  return { code, params };
}

/**
 * A zod issue's code and params, when its schema wrote a message with figures or names in it: the schema puts
 * `templated(…)` in the issue's own params (`ctx.addIssue({ code: "custom", message, params: templated(…) })`).
 */
export function issueTemplate(issue: object): { code?: string; params?: ErrorParams } {
  const given = (issue as { params?: unknown }).params as { code?: unknown; params?: unknown } | undefined;
  if (!given || typeof given.code !== "string" || !Object.hasOwn(TEMPLATED_ERRORS, given.code)) return {};
  if (typeof given.params !== "object" || given.params === null) return {};
  return { code: given.code, params: given.params as ErrorParams };
}

/** A wait as the rate limits say it: whole seconds under a minute, else minutes rounded up. */
export function waitParams(seconds: number): { wait: number; unit: "second" | "minute" } {
  return seconds < 60 ? { wait: seconds, unit: "second" } : { wait: Math.ceil(seconds / 60), unit: "minute" };
}
