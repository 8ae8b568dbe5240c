// Every enum list of the domain, written once. The database enums (db/schema.ts), the zod schemas and the
// browser all read these, so client code gets them without pulling in drizzle.
export { ASSETS, COINS, type Asset, type Coin } from "./money/assets";

export const ROLES = ["INVESTOR", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];

export const LEDGER_KINDS = [
  "DEPOSIT",
  "ADMIN_CREDIT",
  "ADMIN_RESET",
  "ADJUSTMENT",
  "SUBSCRIPTION",
  "INTEREST",
  "PRINCIPAL_RETURN",
  "WITHDRAWAL",
  "WITHDRAWAL_REVERSAL",
  "REFERRAL_REWARD",
  "REDEMPTION",
  "RENEWAL",
] as const;

export const SUBSCRIPTION_STATUSES = ["ACTIVE", "PENDING", "COMPLETED", "EXPIRED"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRANSACTION_TYPES = [
  "DEPOSIT",
  "WITHDRAWAL",
  "SUBSCRIPTION",
  "CREDIT_BITCOIN",
  "CREDIT_ETHEREUM",
  "CREDIT_USDT",
  "CREDIT_USDC",
  "INTEREST",
  "RESET",
  "REFERRAL_REWARD",
  "REDEMPTION",
  "RENEWAL",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Earn: a FIXED plan runs until its total returns; a FLEXIBLE one has no end and is redeemable any day. */
export const PLAN_KINDS = ["FIXED", "FLEXIBLE"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
/** What redeeming a FIXED subscription before it matures does. */
export const EARLY_REDEMPTION_RULES = ["NONE", "FORFEIT_INTEREST", "PENALTY"] as const;
export type EarlyRedemptionRule = (typeof EARLY_REDEMPTION_RULES)[number];

export const TRANSACTION_STATUSES = ["COMPLETED", "PENDING", "ACTIVE", "INACTIVE"] as const;
export const DEPOSIT_STATUSES = ["COMPLETED", "PENDING", "ACTIVE", "INACTIVE"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** BROADCAST, COMPLETED and FAILED belong to payouts sent from a hot wallet (lib/payouts). */
export const WITHDRAWAL_STATUSES = [
  "PENDING",
  "APPROVED",
  "BROADCAST",
  "COMPLETED",
  "FAILED",
  "REJECTED",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const TICKET_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** A ticket stays OPEN until an administrator answers or closes it. */
export const TICKET_STATUSES = ["OPEN", "ANSWERED", "CLOSED"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The Analytics panel's periods, in days. */
export const ANALYTICS_PERIODS = [30, 90] as const;
export type AnalyticsDays = (typeof ANALYTICS_PERIODS)[number];

/** Identity verification (KYC): a submission is PENDING until an administrator approves or rejects it. */
export const KYC_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The wizard's gender and document-type options. */
export const KYC_GENDERS = ["male", "female", "other"] as const;
export type KycGender = (typeof KYC_GENDERS)[number];
export const KYC_DOCUMENT_TYPES = ["passport", "drivers_license", "national_id"] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The three images of a submission, as the admin document route names them. */
export const KYC_DOCUMENT_KINDS = ["front", "back", "holding"] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** A referral's life (lib/referrals): PENDING until the referee qualifies, then QUALIFIED, PAID once both
 *  rewards are posted; VOID with a reason otherwise. */
export const REFERRAL_STATUSES = ["PENDING", "QUALIFIED", "PAID", "VOID"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
