// An audit entry's details as a fixed code and its params, beside the English sentence the trail has always
// stored (and the CSV export keeps): the back office writes the sentence in its reader's language from
// `admin.audit.details.<CODE>` (messages/<locale>/admin.audit.json). Each English sentence here is exactly what
// the English catalogue text renders with the same params (tests/unit/audit-details.test.ts). Amounts are
// decimal strings of at most 8 decimals; a list of amounts travels as data (lib/i18n/amount-list.ts).
import { englishAmountList, type AmountList } from "@/lib/i18n/amount-list";
import { moneyString } from "@/lib/money/decimal";

const count = (n: number) => new Intl.NumberFormat("en").format(n);
const plural = (n: number, one: string, other: string) => `${count(n)} ${n === 1 ? one : other}`;

type Email = { email: string };
type Plan = { plan: string };

/** Each code with its English sentence. */
export const AUDIT_DETAILS = {
  PLAN_CREATED: (p: Plan) => `Created plan ${p.plan}`,
  PLAN_UPDATED: (p: Plan) => `Updated plan ${p.plan}`,
  PLAN_DELETED: (p: Plan) => `Deleted plan ${p.plan}`,
  PLAN_RETIRED: (p: Plan) => `Retired plan ${p.plan} (it has subscriptions)`,
  EMAIL_SENT: (p: { subject: string; recipients: number }) =>
    `"${p.subject}" to ${plural(p.recipients, "recipient", "recipients")}`,
  JOB_RETRIED: (p: { job: number; kind: string; attempts: number }) =>
    `Job #${p.job} (${p.kind}) queued again after ${plural(p.attempts, "failed try", "failed tries")}`,
  TICKET_UPDATED: (p: { ticket: number; subject: string }) => `Ticket #${p.ticket}: ${p.subject}`,
  TICKET_REPLIED: (p: { ticket: number; subject: string }) => `Reply to ticket #${p.ticket}: ${p.subject}`,
  NOTIFICATION_CHANGED: (p: { notification: number; title: string }) =>
    `Notification #${p.notification}: ${p.title}`,
  USER_CREATED: (p: Email) => `Created ${p.email}`,
  USER_DELETED: (p: Email) => `Deleted ${p.email}`,
  USER_VERIFIED_BY_HAND: (p: Email) => `Verified ${p.email} by hand: no identity documents were reviewed`,
  BALANCES_RESET: (p: { balances: AmountList }) => `Reset ${englishAmountList(p.balances)}`,
  BALANCES_ALREADY_ZERO: (_p: Record<string, never>) => "Reset: all balances were already zero",
  CREDITED: (p: { amount: string; asset: string }) => `Credited ${moneyString(p.amount)} ${p.asset}`,
  KYC_REVEALED: (p: { verification: number }) =>
    `Revealed the SSN and account number of identity verification #${p.verification}`,
  KYC_APPROVED: (p: { verification: number; email: string }) =>
    `Identity verification #${p.verification} of ${p.email} approved after reviewing its documents`,
  KYC_REJECTED: (p: { verification: number; email: string }) =>
    `Identity verification #${p.verification} of ${p.email} rejected after reviewing its documents`,
  TWO_FACTOR_RESET: (p: { email: string; sessions: number }) =>
    `Two-factor authentication of ${p.email} reset after the administrator verified their identity; ` +
    `${plural(p.sessions, "session", "sessions")} signed out`,
  WITHDRAWAL_DECIDED: (p: { request: number; amount: string; asset: string; address: string }) =>
    `Withdrawal request #${p.request}: ${moneyString(p.amount)} ${p.asset} to ${p.address}`,
  TRANSACTION_EDITED: (p: { transaction: number }) => `Transaction #${p.transaction} edited`,
  TRANSACTION_AMOUNT_CHANGED: (p: {
    transaction: number;
    fromAmount: string;
    fromAsset: string;
    toAmount: string;
    toAsset: string;
  }) =>
    `Transaction #${p.transaction}: ${moneyString(p.fromAmount)} ${p.fromAsset} -> ` +
    `${moneyString(p.toAmount)} ${p.toAsset}`,
  TRANSACTION_DELETED: (p: { transaction: number }) => `Transaction #${p.transaction} deleted`,
  TRANSACTION_DELETED_TOOK_BACK: (p: { transaction: number; amounts: AmountList }) =>
    `Transaction #${p.transaction} deleted; took back ${englishAmountList(p.amounts)}`,
  TRANSACTION_DELETED_GAVE_BACK: (p: { transaction: number; amounts: AmountList }) =>
    `Transaction #${p.transaction} deleted; gave back ${englishAmountList(p.amounts)}`,
  TRANSACTION_DELETED_UNDONE: (p: { transaction: number; tookBack: AmountList; gaveBack: AmountList }) =>
    `Transaction #${p.transaction} deleted; took back ${englishAmountList(p.tookBack)}; ` +
    `gave back ${englishAmountList(p.gaveBack)}`,
  ADMIN_INVITED: (p: { email: string; role: string }) => `Invited ${p.email} as ${p.role}`,
  ADMIN_ACCEPTED: (p: { email: string; role: string }) => `${p.email} accepted the invitation (${p.role})`,
  ADMIN_ROLE_CHANGED: (p: { email: string; from: string; to: string }) =>
    `Role of ${p.email}: ${p.from} -> ${p.to}`,
  ADMIN_REMOVED: (p: { email: string; role: string }) => `Removed administrator ${p.email} (${p.role})`,
  APPROVAL_PROPOSED: (p: { approval: number; kind: string }) =>
    `Proposed ${p.kind} #${p.approval}: awaiting a second administrator`,
  LIMITS_CHANGED: (p: { scope: string; daily: string; monthly: string }) =>
    `Withdrawal limits of ${p.scope}: ${p.daily} USD a day, ${p.monthly} USD in 30 days`,
  APPROVAL_DECIDED: (p: { approval: number; kind: string; status: string }) =>
    `${p.kind} #${p.approval}: ${p.status}`,
  PAYOUT_SENT: (p: { request: number; hash: string }) =>
    `Withdrawal request #${p.request}: sent from the hot wallet in ${p.hash}`,
  PAYOUT_REPLACED: (p: { request: number; hash: string }) =>
    `Withdrawal request #${p.request}: not mined in time, replaced by ${p.hash} with a higher fee`,
  PAYOUT_COMPLETED: (p: { request: number; hash: string }) =>
    `Withdrawal request #${p.request}: completed in ${p.hash}`,
  PAYOUT_FAILED: (p: { request: number; reason: string }) =>
    `Withdrawal request #${p.request}: payout failed (${p.reason}); the amount was returned`,
  PAYOUT_BATCH_CANCELLED: (p: { batch: number; withdrawals: number }) =>
    `Bitcoin payout batch #${p.batch} cancelled: ${plural(p.withdrawals, "withdrawal waits", "withdrawals wait")} for the next batch`,
  ACCOUNT_LOCKED: (p: { email: string; sessions: number; withdrawals: number }) =>
    `Locked the account of ${p.email}; ${plural(p.sessions, "session", "sessions")} signed out, ` +
    `${plural(p.withdrawals, "withdrawal", "withdrawals")} cancelled`,
  ACCOUNT_UNLOCKED: (p: Email) => `Unlocked the account of ${p.email}`,
  ANTI_PHISHING_CODE_SET: (p: Email) => `Anti-phishing code of ${p.email} set`,
  ANTI_PHISHING_CODE_REMOVED: (p: Email) => `Anti-phishing code of ${p.email} removed`,
} as const;

export type AuditDetailsCode = keyof typeof AUDIT_DETAILS;
export type AuditDetailsParams<C extends AuditDetailsCode> = Parameters<(typeof AUDIT_DETAILS)[C]>[0];

/** The fields of an audit row for these details: the English sentence, its code and its params. */
export function auditDetails<C extends AuditDetailsCode>(
  code: C,
  params: AuditDetailsParams<C>,
): { details: string; detailsCode: C; detailsParams: Record<string, unknown> } {
  const build = AUDIT_DETAILS[code] as (p: AuditDetailsParams<C>) => string;
  return { details: build(params), detailsCode: code, detailsParams: params };
}
