// Every admin action that changes something leaves one audit row, written with the executor of the
// change itself so the row and the change commit (or roll back) together.
import type { Executor } from "@/db/client";
import { auditEntries, type AuditEntry } from "@/db/schema";
import type { Asset } from "@/lib/money/assets";
import { getUsdPrice, usdValue } from "@/lib/prices/usd-prices";

export const AUDIT_ACTIONS = [
  "CREDIT",
  "RESET",
  "WITHDRAWAL_APPROVE",
  "WITHDRAWAL_REJECT",
  "USER_CREATE",
  "USER_VERIFY",
  "USER_DELETE",
  "PLAN_CREATE",
  "PLAN_UPDATE",
  "PLAN_DELETE",
  "TRANSACTION_UPDATE",
  "TRANSACTION_DELETE",
  "EMAIL_SENT",
  "NOTIFICATION_CREATE",
  "NOTIFICATION_UPDATE",
  "NOTIFICATION_DELETE",
  "TICKET_ANSWER",
  "TICKET_CLOSE",
  "TICKET_REPLY",
  "KYC_APPROVE",
  "KYC_REJECT",
  "KYC_REVEAL",
  "TWO_FACTOR_RESET",
  "JOB_RETRY",
  "ADMIN_INVITE",
  "ADMIN_ACCEPT",
  "ADMIN_ROLE_CHANGE",
  "ADMIN_REMOVE",
  "APPROVAL_PROPOSE",
  "APPROVAL_APPROVE",
  "APPROVAL_REJECT",
  "APPROVAL_CANCEL",
  "LIMITS_CHANGE",
  // The referral programme (lib/referrals): its settings changed, a referral voided by hand.
  "REFERRAL_SETTINGS_CHANGE",
  "REFERRAL_VOID",
  // A hot wallet's payout of an approved withdrawal, recorded under the administrator who approved it.
  "PAYOUT_SENT",
  "PAYOUT_REPLACED",
  "PAYOUT_COMPLETED",
  "PAYOUT_FAILED",
  // A Bitcoin batch exported (or refused by the node) dropped by hand: its withdrawals wait for the next one.
  "PAYOUT_BATCH_CANCEL",
  // Proof of reserves: a snapshot taken by hand, a reserve address's signature accepted.
  "RESERVES_SNAPSHOT",
  "RESERVES_SIGNATURE",
  // An account locked or unlocked (by its owner or an administrator), an anti-phishing code set.
  "ACCOUNT_LOCK",
  "ACCOUNT_UNLOCK",
  "ANTI_PHISHING_CODE_SET",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditInput = {
  /** The session's admin: never an id taken from a request body. */
  adminId: number;
  action: AuditAction;
  userId?: number | null;
  asset?: Asset | null;
  /** Exact decimal strings. */
  amount?: string | null;
  /** Omitted with an asset and an amount: their USD value at the current price (the value "at the time"). */
  usdValue?: string | null;
  status?: string;
  reason?: string | null;
  /** English details; with a code, the sentence of `auditDetails(code, params)` (lib/audit/audit-details.ts). */
  details?: string | null;
  detailsCode?: string | null;
  detailsParams?: Record<string, unknown> | null;
  before?: unknown;
  after?: unknown;
};

async function usdValueOf(input: AuditInput): Promise<string | null> {
  if (input.usdValue !== undefined) return input.usdValue;
  if (!input.asset || !input.amount) return null;
  return usdValue(input.amount, await getUsdPrice(input.asset));
}

export async function recordAudit(exec: Executor, input: AuditInput): Promise<AuditEntry> {
  const usdValue = await usdValueOf(input);
  const [row] = await exec
    .insert(auditEntries)
    .values({
      adminId: input.adminId,
      action: input.action,
      userId: input.userId ?? null,
      asset: input.asset ?? null,
      amount: input.amount ?? null,
      usdValue,
      status: input.status ?? "COMPLETED",
      reason: input.reason ?? null,
      details: input.details ?? null,
      detailsCode: input.detailsCode ?? null,
      detailsParams: input.detailsParams ?? null,
      before: input.before ?? null,
      after: input.after ?? null,
    })
    .returning();
  return row;
}
