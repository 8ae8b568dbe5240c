// The whole domain of both spec documents. Money columns are numeric(30,8): exact decimals, read and
// written as strings, computed with decimal.js (lib/money). Balances change only through lib/ledger.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  ASSETS,
  DEPOSIT_STATUSES,
  EARLY_REDEMPTION_RULES,
  KYC_STATUSES,
  LEDGER_KINDS,
  PLAN_KINDS,
  ROLES,
  SUBSCRIPTION_STATUSES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
  type ReferralStatus,
} from "../lib/enums";
import { ADMIN_ROLES } from "../lib/admin/roles/permissions";

const money = (name: string) => numeric(name, { precision: 30, scale: 8 });
const percent = (name: string) => numeric(name, { precision: 12, scale: 4 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum("role", ROLES);
/** What an administrator may do (lib/admin/roles/permissions.ts); null on investors. */
export const adminRoleEnum = pgEnum("admin_role", ADMIN_ROLES);
/** USD is the main balance; the four coins are the spec's balance assets. */
export const assetEnum = pgEnum("asset", ASSETS);
export const ledgerKindEnum = pgEnum("ledger_kind", LEDGER_KINDS);
export const planKindEnum = pgEnum("plan_kind", PLAN_KINDS);
export const earlyRedemptionEnum = pgEnum("early_redemption", EARLY_REDEMPTION_RULES);
export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const transactionTypeEnum = pgEnum("transaction_type", TRANSACTION_TYPES);
export const transactionStatusEnum = pgEnum("transaction_status", TRANSACTION_STATUSES);
export const depositStatusEnum = pgEnum("deposit_status", DEPOSIT_STATUSES);
export const withdrawalStatusEnum = pgEnum("withdrawal_status", WITHDRAWAL_STATUSES);
export const ticketPriorityEnum = pgEnum("ticket_priority", TICKET_PRIORITIES);
export const ticketStatusEnum = pgEnum("ticket_status", TICKET_STATUSES);
export const kycStatusEnum = pgEnum("kyc_status", KYC_STATUSES);

/** Raw bytes. postgres-js reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export type NotificationPrefs = {
  investmentUpdates: boolean;
  transactionAlerts: boolean;
  weeklyReports: boolean;
  systemUpdates: boolean;
  emailFrequency: "immediate" | "daily" | "weekly" | "never";
};
export type AppPreferences = {
  currency: "USD" | "EUR" | "GBP" | "JPY" | "BTC";
  language: string;
  autoRefresh: boolean;
};

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Stored lower-cased; uniqueness among live users only, so a deleted user's address can sign up again. */
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("INVESTOR"),
    /** An administrator's role; an administrator without one may do nothing (the server fails closed). */
    adminRole: adminRoleEnum("admin_role"),
    /**
     * When the administrator came to hold their role (invitation accepted, or the last role change): they
     * approve no proposal made before it. Null reads as created_at.
     */
    adminRoleSince: timestamp("admin_role_since", { withTimezone: true }),
    /** Identity verified (KYC / admin "Verify"): drives the dashboard's caution banner. */
    isVerified: boolean("is_verified").notNull().default(false),
    /** E-mail address confirmed with the six-digit code: sign-in requires it. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    withdrawalPinHash: text("withdrawal_pin_hash"),
    pinFailedAttempts: integer("pin_failed_attempts").notNull().default(0),
    pinLockedUntil: timestamp("pin_locked_until", { withTimezone: true }),
    transactionPinHash: text("transaction_pin_hash"),
    /** Bumped by a password change, reset or delete: every token carrying an older value is dead. */
    tokenVersion: integer("token_version").notNull().default(0),
    /**
     * The TOTP secret (base32), AES-256-GCM under DATA_ENCRYPTION_KEY bound to "totp:<userId>". Set by setup
     * while `twoFactorEnabledAt` is still null (pending), active once enabled; null when 2FA is off.
     */
    twoFactorSecret: bytea("two_factor_secret"),
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    /** The last accepted TOTP time step: a code of this step or an earlier one is refused (no replay). */
    twoFactorLastStep: integer("two_factor_last_step"),
    notificationPrefs: jsonb("notification_prefs").$type<NotificationPrefs>(),
    preferences: jsonb("preferences").$type<AppPreferences>(),
    /** E-mail the user at every new sign-in (the bell hears of new devices either way). */
    loginNotifications: boolean("login_notifications").notNull().default(false),
    /** Minutes a session may stay idle before it is refused (one of SESSION_TIMEOUTS). */
    sessionTimeout: integer("session_timeout").notNull().default(30),
    /** "Whitelist only": withdrawals go only to the investor's ACTIVE saved addresses (withdrawal_addresses). */
    whitelistOnly: boolean("whitelist_only").notNull().default(false),
    /**
     * A requested switch-off of "whitelist only", which takes effect at this time (the address cool-down
     * later), so a stolen session and PIN cannot lift the rule and withdraw at once; null when none is pending.
     */
    whitelistOffAt: timestamp("whitelist_off_at", { withTimezone: true }),
    /** The investor's referral code (lib/referrals): given at sign-up, or on first reading for older accounts. */
    referralCode: text("referral_code"),
    /**
     * The anti-phishing code the owner chose (4-20 letters and digits), printed at the top of every e-mail sent
     * to them: AES-256-GCM under DATA_ENCRYPTION_KEY bound to "anti-phishing:<userId>"; null when none is set.
     */
    antiPhishingCode: bytea("anti_phishing_code"),
    /** "Lock my account" (or an administrator's lock): no session and no sign-in until unlocked. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** The administrator who locked the account (null: its owner did), and the reason the owner is shown. */
    lockedBy: integer("locked_by"),
    lockReason: text("lock_reason"),
    /** After an unlock by password reset, withdrawal requests are refused until this time. */
    withdrawalsBlockedUntil: timestamp("withdrawals_blocked_until", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_referral_code_key").on(t.referralCode),
    uniqueIndex("users_email_live_key")
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    // Users Management, newest first (and its Verified/Unverified filter), among live accounts.
    index("users_live_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("users_live_verified_idx")
      .on(t.isVerified, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The few deleted accounts, whose rows the transaction totals subtract.
    index("users_deleted_idx")
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
    // The admin lists' search (`q`) is a substring match on names, e-mails and phones: trigram GIN
    // indexes (pg_trgm, also loaded into PGlite) serve `ILIKE '%term%'` at 100k users.
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** One row per sign-in; the token carries the id (claim `sid`). A revoked row stays, so a later sign-in can
 *  tell a device seen before from a new one. */
export const sessions = pgTable(
  "sessions",
  {
    /** 128 random bits, base64url: the id is in every token and in DELETE /api/auth/sessions/{id}. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A short label from the user agent, e.g. "Chrome on Windows". */
    device: text("device").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The passkey this session was signed in with (its name at that moment); null for a password sign-in. */
    passkeyName: text("passkey_name"),
  },
  (t) => [
    // The sessions list and the revocations (a user's live rows); the new-device check (a user's devices).
    index("sessions_user_live_idx")
      .on(t.userId, t.lastSeenAt)
      .where(sql`${t.revokedAt} is null`),
    index("sessions_user_device_idx").on(t.userId, t.device),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;

export const balances = pgTable(
  "balances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    asset: assetEnum("asset").notNull(),
    amount: money("amount").notNull().default("0"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.asset] }),
    check("balances_amount_non_negative", sql`${t.amount} >= 0`),
  ],
);
export type Balance = typeof balances.$inferSelect;

/** Append-only: every balance change is one row here, written in the same transaction as the balance. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    asset: assetEnum("asset").notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money("amount").notNull(),
    kind: ledgerKindEnum("kind").notNull(),
    /** Unique: a posting that must happen once (interest for a day, a withdrawal's debit) cannot happen twice. */
    reference: text("reference").notNull().unique(),
    memo: text("memo"),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_entries_user_asset_idx").on(t.userId, t.asset)],
);
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export const investmentPlans = pgTable("investment_plans", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  interestRate: percent("interest_rate").notNull(),
  minimumAmount: money("minimum_amount").notNull(),
  maximumAmount: money("maximum_amount").notNull(),
  totalReturns: percent("total_returns").notNull(),
  recommended: boolean("recommended").notNull().default(false),
  /** Earn: FIXED runs until total returns; FLEXIBLE has no end and is redeemable any day. */
  kind: planKindEnum("kind").notNull().default("FIXED"),
  /** The asset the principal is held in and the interest credited in; minimum and maximum are in it. */
  asset: assetEnum("asset").notNull().default("USD"),
  /** What redeeming a FIXED subscription early does (FLEXIBLE plans are always redeemable). */
  earlyRedemption: earlyRedemptionEnum("early_redemption").notNull().default("NONE"),
  /** PENALTY's share of the principal, in percent. */
  earlyRedemptionPenaltyPercent: percent("early_redemption_penalty_percent").notNull().default("0"),
  /** A plan with subscriptions is retired, not destroyed: hidden from new subscriptions, history intact. */
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type InvestmentPlan = typeof investmentPlans.$inferSelect;

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => investmentPlans.id),
    /** Principal in USD (the plan's minimum at subscription time). */
    amount: money("amount").notNull(),
    /** The asset paid with, the units debited and the USD price used. */
    asset: assetEnum("asset").notNull(),
    assetAmount: money("asset_amount").notNull(),
    priceUsd: money("price_usd").notNull(),
    /** Snapshots of the plan's terms, so a later plan edit does not change a running subscription. */
    interestRate: percent("interest_rate").notNull(),
    totalReturns: percent("total_returns").notNull(),
    status: subscriptionStatusEnum("status").notNull().default("ACTIVE"),
    /** Interest credited up to the day of last_interest_calculation. The daily run does not rewrite these two: it
     *  writes them when the subscription completes (and runs before migration 0026 wrote them daily); an ACTIVE
     *  subscription's accruals after that day are added by the readers (lib/interest/credited-interest.ts). */
    interestCredited: money("interest_credited").notNull().default("0"),
    lastInterestCalculation: timestamp("last_interest_calculation", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The plan's kind, snapshot: a FLEXIBLE subscription never completes by itself and may be topped up. */
    kind: planKindEnum("kind").notNull().default("FIXED"),
    /** The asset `amount` (the principal) is held in and the interest is credited in: USD for the plans
     *  paid in dollars (whatever asset paid for them), the plan's coin for a coin plan. */
    principalAsset: assetEnum("principal_asset").notNull().default("USD"),
    /** Early-redemption rule of the plan, snapshot (FIXED only). */
    earlyRedemption: earlyRedemptionEnum("early_redemption").notNull().default("NONE"),
    earlyRedemptionPenaltyPercent: percent("early_redemption_penalty_percent").notNull().default("0"),
    /** At maturity: subscribe again to the same plan (and with `compound`, with the interest it paid). */
    autoRenew: boolean("auto_renew").notNull().default(false),
    compound: boolean("compound").notNull().default(false),
    /** The subscription this one renewed, if it was opened by a renewal. */
    renewedFrom: integer("renewed_from"),
    createdAt: createdAt(),
    /** What one day pays, trunc(amount × rate / 100 / 365, 8), kept by Postgres so the daily run (ten million rows)
     *  reads it instead of computing it. */
    dailyInterest: money("daily_interest").generatedAlwaysAs(sql`trunc(amount * interest_rate / 36500, 8)`),
    /** The first UTC day on which the subscription may reach its cap: opened on day C, it has at most D - C earlier
     *  daily credits of at most x = amount × rate / 36500 each, so it cannot complete on day D unless
     *  (D - C + 1) × x >= cap - interest_credited. Only the rows past this day have their credited interest summed
     *  by the run (lib/interest/credit-interest-for-day.ts). Clamped to 100,000 days (earlier is only safer). */
    mayCompleteOn: date("may_complete_on").generatedAlwaysAs(
      sql`(created_at at time zone 'UTC')::date + case when amount > 0 and interest_rate > 0
            then least(greatest(ceil((trunc(amount * total_returns * 0.01, 8) - interest_credited) * 36500
                                     / (amount * interest_rate)), 1), 100000)::int - 1
            else 0 end`,
    ),
  },
  (t) => [
    uniqueIndex("subscriptions_one_active_per_plan")
      .on(t.userId, t.planId)
      .where(sql`${t.status} = 'ACTIVE'`),
    index("subscriptions_status_idx").on(t.status),
    // One investor's subscriptions (their list, their analytics) without a scan of every subscription.
    // user_id never changes, so the interest run's HOT updates are unaffected.
    index("subscriptions_user_idx").on(t.userId),
    // The admin's investments list, newest first. Neither column ever changes, so HOT updates stay HOT.
    index("subscriptions_created_idx").on(t.createdAt, t.id),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;

/** One row per subscription and UTC day: the interest run's idempotency key and the investor's statement. */
export const interestAccruals = pgTable(
  "interest_accruals",
  {
    subscriptionId: integer("subscription_id").notNull(),
    day: date("day").notNull(),
    userId: integer("user_id").notNull(),
    amount: money("amount").notNull(),
    /** The asset the interest was credited in: the subscription's principal asset (a coin plan's coin). */
    asset: assetEnum("asset").notNull().default("USD"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.day] })],
);
export type InterestAccrual = typeof interestAccruals.$inferSelect;

/** One row per UTC day the interest run has credited, with the time of its latest run: it tells the run whether
 *  a day (or a later one) was already credited without probing a million accruals, and which subscriptions a
 *  same-day re-run has to look at (those opened since). */
export const interestRuns = pgTable("interest_runs", {
  day: date("day").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
});

export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: transactionTypeEnum("type").notNull(),
    asset: assetEnum("asset").notNull(),
    /** The spec's amount: asset units, except a SUBSCRIPTION's, which is its USD principal. */
    amount: money("amount").notNull(),
    /**
     * What the transaction moved, in units of `asset` (never negative; the type says which way), so the
     * history adds up to the balances. Equal to `amount` for every type but SUBSCRIPTION.
     */
    assetAmount: money("asset_amount").notNull(),
    status: transactionStatusEnum("status").notNull().default("COMPLETED"),
    details: text("details"),
    /** The details the platform wrote as a fixed code and its params (lib/transactions/transaction-details.ts),
     *  so each reader sees them in their language; null when an administrator typed the details. */
    detailsCode: text("details_code"),
    detailsParams: jsonb("details_params"),
    planId: integer("plan_id").references(() => investmentPlans.id),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id),
    /** The request a WITHDRAWAL row belongs to: its status follows the request's decision. */
    withdrawalRequestId: integer("withdrawal_request_id").references(
      (): AnyPgColumn => withdrawalRequests.id,
    ),
    usdEquivalent: money("usd_equivalent"),
    isAdminTransaction: boolean("is_admin_transaction").notNull().default(false),
    adminId: integer("admin_id").references(() => users.id),
    /** Admin edits may override the display fields the spec lists (name, phone, planName). */
    displayName: text("display_name"),
    displayPhone: text("display_phone"),
    displayPlanName: text("display_plan_name"),
    /**
     * The ledger entry that is this row's own movement when its reference does not name the row: a RESET's
     * `reset:<audit>:<asset>`. A credit's is `credit:<id>` (lib/admin/transaction-ledger.ts reads both).
     */
    ledgerReference: text("ledger_reference"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every list of transactions reads live rows only (deleted_at is null), so the indexes are partial.
  (t) => [
    // One investor's activity, and the admin's search by owner (the rows of the matching users).
    index("transactions_live_user_idx")
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The admin's transaction list newest first, alone or by type or status (and their totals:
    // lib/admin/count-live-transactions.ts).
    index("transactions_live_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("transactions_live_type_idx")
      .on(t.type, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("transactions_live_status_idx")
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The admin's search (lib/admin/transaction-search.ts) ORs one condition per thing a card shows; each
    // has an index so the matches are a BitmapOr, not a scan of every row.
    index("transactions_live_asset_idx")
      .on(t.asset, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("transactions_live_plan_idx")
      .on(t.planId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.planId} is not null`),
    index("transactions_live_amount_idx")
      .on(t.amount)
      .where(sql`${t.deletedAt} is null`),
    index("transactions_live_usd_idx")
      .on(t.usdEquivalent)
      .where(sql`${t.deletedAt} is null and ${t.usdEquivalent} is not null`),
    // What the platform's details say, in the reader's language: the search names their codes.
    index("transactions_live_details_code_idx")
      .on(t.detailsCode, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.detailsCode} is not null`),
    // The admin's overrides of what a card shows: set on a few rows, so the indexes hold only those.
    index("transactions_display_name_trgm_idx")
      .using("gin", t.displayName.op("gin_trgm_ops"))
      .where(sql`${t.displayName} is not null`),
    index("transactions_display_phone_trgm_idx")
      .using("gin", t.displayPhone.op("gin_trgm_ops"))
      .where(sql`${t.displayPhone} is not null`),
    index("transactions_display_plan_trgm_idx")
      .using("gin", t.displayPlanName.op("gin_trgm_ops"))
      .where(sql`${t.displayPlanName} is not null`),
  ],
);
export type Transaction = typeof transactions.$inferSelect;

export const deposits = pgTable(
  "deposits",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    asset: assetEnum("asset").notNull(),
    network: text("network").notNull(),
    amount: money("amount").notNull(),
    status: depositStatusEnum("status").notNull().default("COMPLETED"),
    transactionId: integer("transaction_id").references(() => transactions.id),
    createdAt: createdAt(),
    // The rest is set on deposits a chain watcher saw (lib/deposits/watch); an admin credit leaves it null.
    /** The watched chain: ETHEREUM, BSC, BITCOIN or TRON (`network` keeps the spec's display name). */
    chain: text("chain"),
    txHash: text("tx_hash"),
    /** Where in its transaction: the output (Bitcoin), the log index (tokens), -1 for a native EVM transfer. */
    outputIndex: integer("output_index"),
    /** The investor's address it was sent to, as stored in deposit_addresses. */
    address: text("address"),
    /** The amount exactly as the chain carried it; `amount` is what the ledger holds (8 decimals, rounded down). */
    chainAmount: numeric("chain_amount", { precision: 78, scale: 18 }),
    blockHeight: integer("block_height"),
    blockHash: text("block_hash"),
    confirmations: integer("confirmations"),
    requiredConfirmations: integer("required_confirmations"),
    /** PENDING, CREDITED, BELOW_MINIMUM, ORPHANED (its block left the chain before credit) or FLAGGED
     *  (credited, then its block left the chain: an administrator decides; never reversed silently). */
    chainState: text("chain_state"),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    index("deposits_user_idx").on(t.userId),
    // Exactly once: one row per transfer, whatever number of scanners, instances or retries saw it.
    uniqueIndex("deposits_chain_transfer_key").on(t.chain, t.txHash, t.outputIndex),
    index("deposits_chain_open_idx")
      .on(t.chain, t.blockHeight)
      .where(sql`${t.chainState} = 'PENDING'`),
    index("deposits_created_idx").on(t.createdAt, t.id),
    check(
      "deposits_chain_state_known",
      sql`${t.chainState} is null or ${t.chainState} in ('PENDING', 'CREDITED', 'BELOW_MINIMUM', 'ORPHANED', 'FLAGGED')`,
    ),
  ],
);
export type Deposit = typeof deposits.$inferSelect;

/**
 * Each investor's own deposit address per key family (BITCOIN, BITCOIN_TESTNET, EVM for Ethereum and BNB Smart
 * Chain, TRON), derived from the configured account public key at child index = the user's id
 * (lib/deposits/addresses). Rows are kept when the key changes, so coins sent to an earlier address are still
 * recognised; the chain watchers find the owner of an address through the unique address index.
 */
export const depositAddresses = pgTable(
  "deposit_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    network: text("network").notNull(),
    /** HASH160 of the account public key (hex): which configured key the address was derived from. */
    accountKeyId: text("account_key_id").notNull(),
    childIndex: integer("child_index").notNull(),
    address: text("address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("deposit_addresses_address_key").on(t.address),
    // The chain watchers look EVM addresses up as the chain writes them (lower case): no EIP-55 hashing per
    // transfer, which costs more than the lookup itself for a block of a thousand transfers.
    index("deposit_addresses_lower_address_idx").on(sql`lower(${t.address})`),
    uniqueIndex("deposit_addresses_user_network_key").on(t.userId, t.network, t.accountKeyId),
    // One index per key never serves two investors.
    uniqueIndex("deposit_addresses_child_key").on(t.network, t.accountKeyId, t.childIndex),
    check("deposit_addresses_child_index_range", sql`${t.childIndex} >= 0`),
  ],
);
export type DepositAddressRow = typeof depositAddresses.$inferSelect;

/**
 * Where each chain watcher stands (lib/deposits/watch): the last block it recorded, the tip it last saw and its
 * last error, for the back office. The row is locked while a scanner records blocks, so scanners on every
 * instance take turns instead of recording a block twice.
 */
export const chainCursors = pgTable("chain_cursors", {
  chain: text("chain").primaryKey(),
  height: integer("height").notNull(),
  hash: text("hash").notNull(),
  tip: integer("tip"),
  scannedAt: timestamp("scanned_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type ChainCursor = typeof chainCursors.$inferSelect;

/** The recent blocks a watcher recorded, with their parents: a parent that no longer matches is a reorganisation. */
export const chainBlocks = pgTable(
  "chain_blocks",
  {
    chain: text("chain").notNull(),
    height: integer("height").notNull(),
    hash: text("hash").notNull(),
    parentHash: text("parent_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.height] })],
);

export const withdrawalRequests = pgTable(
  "withdrawal_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amount: money("amount").notNull(),
    asset: assetEnum("asset").notNull(),
    network: text("network").notNull(),
    address: text("address").notNull(),
    status: withdrawalStatusEnum("status").notNull().default("PENDING"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The payout's transaction once it is broadcast (a hot wallet's payout; null for a manual one). */
    txHash: text("tx_hash"),
    /** Why an automatic payout failed, for the back office. */
    failureReason: text("failure_reason"),
    /**
     * The investor never withdrew to this address before and it is not one of their ACTIVE saved addresses:
     * shown to the approving administrator (docs/decisions.md, "Withdrawal addresses").
     */
    newAddress: boolean("new_address").notNull().default(false),
    /**
     * The request's USD value at the price of the moment it was made: withdrawal limits sum these, so a later
     * price change neither frees nor uses up a limit. Null on requests made before it was recorded (and
     * without a transaction to take it from): those are counted at today's price.
     */
    usdValue: money("usd_value"),
  },
  (t) => [
    index("withdrawal_requests_user_idx").on(t.userId),
    // Withdrawal Requests newest first, alone or by status.
    index("withdrawal_requests_created_idx").on(t.createdAt, t.id),
    index("withdrawal_requests_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);
export type WithdrawalRequest = typeof withdrawalRequests.$inferSelect;

/** One hot wallet per EVM chain: its row is the lock under which nonces are handed out, one at a time. */
export const hotWallets = pgTable("hot_wallets", {
  chain: text("chain").primaryKey(),
  address: text("address").notNull(),
  /** The next nonce to assign; never below the node's count of the wallet's mined transactions. */
  nextNonce: integer("next_nonce").notNull(),
  /** Why payouts are waiting (short of funds or gas), shown to administrators; null when all is well. */
  alert: text("alert"),
  alertAt: timestamp("alert_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Bitcoin withdrawals paid together by one transaction signed offline: EXPORTED (the unsigned PSBT handed to
 * the operator), BROADCAST (the checked signed transaction sent), COMPLETED, or CANCELLED (never signed).
 */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: serial("id").primaryKey(),
    chain: text("chain").notNull(),
    state: text("state").notNull().default("EXPORTED"),
    psbt: text("psbt").notNull(),
    /** The unsigned transaction's id, which the signed one keeps (SegWit). */
    txid: text("txid").notNull(),
    /** The coins spent ({ txid, vout, value }) and the change ({ address, amount, index } or null). */
    inputs: jsonb("inputs").notNull(),
    change: jsonb("change"),
    fee: text("fee").notNull(),
    /** The checked signed transaction (hex), recorded before it is broadcast. */
    signed: text("signed"),
    /** The node's last refusal of the signed transaction and when (null once it takes it). */
    refusal: text("refusal"),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    blockHeight: integer("block_height"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    broadcastAt: timestamp("broadcast_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "payout_batches_state_known",
      sql`${t.state} in ('EXPORTED', 'BROADCAST', 'COMPLETED', 'CANCELLED')`,
    ),
  ],
);

/** An approved withdrawal paid from a hot wallet: QUEUED, BROADCAST, COMPLETED or FAILED (lib/payouts). */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    withdrawalRequestId: integer("withdrawal_request_id")
      .notNull()
      .references(() => withdrawalRequests.id),
    chain: text("chain").notNull(),
    state: text("state").notNull().default("QUEUED"),
    /** The hot wallet that sends it and the nonce it took there (a new key starts its own nonces). */
    fromAddress: text("from_address"),
    nonce: integer("nonce"),
    /** The attempt the payout follows now (a replacement changes it; any attempt that is mined counts). */
    txHash: text("tx_hash"),
    blockNumber: integer("block_number"),
    confirmations: integer("confirmations").notNull().default(0),
    requiredConfirmations: integer("required_confirmations").notNull(),
    lastError: text("last_error"),
    /** A Bitcoin payout's batch: the one transaction, signed offline, that pays it with others. */
    batchId: integer("batch_id").references(() => payoutBatches.id),
    /** Cancelled Bitcoin batches that carried it and might still confirm: its next batch spends a coin of each. */
    afterBatches: jsonb("after_batches").$type<number[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_withdrawal_key").on(t.withdrawalRequestId),
    uniqueIndex("payouts_wallet_nonce_key").on(t.chain, t.fromAddress, t.nonce),
    index("payouts_open_idx")
      .on(t.chain, t.id)
      .where(sql`${t.state} in ('QUEUED', 'BROADCAST')`),
    check("payouts_state_known", sql`${t.state} in ('QUEUED', 'BROADCAST', 'COMPLETED', 'FAILED')`),
  ],
);
export type Payout = typeof payouts.$inferSelect;

/** Every signed transaction of a payout, recorded before it is sent; replacements share the payout's nonce. */
export const payoutAttempts = pgTable(
  "payout_attempts",
  {
    id: serial("id").primaryKey(),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id),
    txHash: text("tx_hash").notNull(),
    rawTx: text("raw_tx").notNull(),
    /** Wei, as decimal text. */
    maxFeePerGas: text("max_fee_per_gas").notNull(),
    maxPriorityFeePerGas: text("max_priority_fee_per_gas").notNull(),
    gasLimit: text("gas_limit").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payout_attempts_hash_key").on(t.txHash),
    index("payout_attempts_payout_idx").on(t.payoutId),
  ],
);
export type PayoutAttempt = typeof payoutAttempts.$inferSelect;

export const notifications = pgTable("notifications", {
  id: serial("id").primaryKey(),
  /** Null: a broadcast from the admin's Notifications screen; set: addressed to one investor. */
  userId: integer("user_id").references(() => users.id),
  title: text("title").notNull(),
  content: text("content").notNull(),
  createdBy: integer("created_by").references(() => users.id),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type Notification = typeof notifications.$inferSelect;

export const notificationReads = pgTable(
  "notification_reads",
  {
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const auditEntries = pgTable(
  "audit_entries",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => users.id),
    /** e.g. CREDIT, RESET, WITHDRAWAL_APPROVE, WITHDRAWAL_REJECT, USER_VERIFY, PLAN_UPDATE. */
    action: text("action").notNull(),
    userId: integer("user_id").references(() => users.id),
    asset: assetEnum("asset"),
    amount: money("amount"),
    usdValue: money("usd_value"),
    status: text("status").notNull().default("COMPLETED"),
    reason: text("reason"),
    details: text("details"),
    /** The details as a fixed code and its params (lib/audit/audit-details.ts), so the back office writes them
     *  in its reader's language; null on rows written before there were codes (their English details stand). */
    detailsCode: text("details_code"),
    detailsParams: jsonb("details_params"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  // The trail newest first (and the export's keyset cursor), by action, and one user's entries (search).
  (t) => [
    index("audit_entries_created_id_idx").on(t.createdAt, t.id),
    index("audit_entries_action_created_idx").on(t.action, t.createdAt, t.id),
    index("audit_entries_user_idx").on(t.userId),
    // The search by what the details say in the reader's language (lib/audit/audit-search.ts): their codes,
    // and the English sentence (names, subjects and addresses in it) through a trigram index.
    index("audit_entries_details_code_idx").on(t.detailsCode),
    index("audit_entries_details_trgm_idx").using("gin", t.details.op("gin_trgm_ops")),
  ],
);
export type AuditEntry = typeof auditEntries.$inferSelect;

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: ticketPriorityEnum("priority").notNull().default("medium"),
    status: ticketStatusEnum("status").notNull().default("OPEN"),
    createdAt: createdAt(),
  },
  (t) => [
    // The investor's "Your tickets" list: own tickets, newest first.
    index("support_tickets_user_idx").on(t.userId, t.createdAt),
    // The admin's tickets list: newest first, by status or priority, searched by subject.
    index("support_tickets_created_idx").on(t.createdAt, t.id),
    index("support_tickets_status_created_idx").on(t.status, t.createdAt, t.id),
    index("support_tickets_priority_created_idx").on(t.priority, t.createdAt, t.id),
    index("support_tickets_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
  ],
);
export type SupportTicket = typeof supportTickets.$inferSelect;

/** A ticket's conversation, oldest first: support's answers and the ticket author's follow-ups. */
export const supportTicketReplies = pgTable(
  "support_ticket_replies",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => supportTickets.id),
    /** The side that wrote it: ADMIN is support, INVESTOR the ticket's author (the API's `from`). */
    authorRole: roleEnum("author_role").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_ticket_replies_ticket_idx").on(t.ticketId, t.createdAt, t.id)],
);
export type SupportTicketReply = typeof supportTicketReplies.$inferSelect;

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const emailVerificationCodes = pgTable(
  "email_verification_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Tries on this code, right or wrong, by anyone: it dies after CODE_MAX_ATTEMPTS (lib/auth/verification-code.ts). */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_codes_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** The "lock my account" links of security e-mails: 256 random bits in the link, only their SHA-256 here;
 *  single use, valid 7 days, they work signed out. */
export const accountLockTokens = pgTable(
  "account_lock_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_lock_tokens_user_idx").on(t.userId)],
);

/** An administrator invited by the owner: the account exists (without a usable password) until the link's
 *  token, stored hashed and single use, sets one. */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_invitations_user_idx").on(t.userId)],
);

/**
 * The two-person rule: an administrator's money, plan or role change waiting for a second administrator.
 * `payload` is the change as it was asked for, applied when a different administrator approves (the guarded
 * move out of PENDING makes racing approvals apply once). One PENDING proposal per kind and target.
 */
export const adminApprovals = pgTable(
  "admin_approvals",
  {
    id: serial("id").primaryKey(),
    /** CREDIT, RESET, WITHDRAWAL_APPROVE, PLAN_CREATE, PLAN_UPDATE, PLAN_DELETE, ROLE_CHANGE. */
    kind: text("kind").notNull(),
    /** What it acts on, e.g. `user:12`, `withdrawal:5`, `plan:3`, `admin:7`. */
    target: text("target").notNull(),
    payload: jsonb("payload").notNull(),
    /** The investor or administrator concerned, when there is one. */
    userId: integer("user_id").references(() => users.id),
    asset: assetEnum("asset"),
    amount: money("amount"),
    usdValue: money("usd_value"),
    reason: text("reason"),
    /** PENDING, then APPROVED, REJECTED or CANCELLED. */
    status: text("status").notNull().default("PENDING"),
    proposedBy: integer("proposed_by")
      .notNull()
      .references(() => users.id),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admin_approvals_pending_key")
      .on(t.kind, t.target)
      .where(sql`${t.status} = 'PENDING'`),
    index("admin_approvals_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);
export type AdminApproval = typeof adminApprovals.$inferSelect;

/**
 * Withdrawal limits in USD over a rolling 24 hours and 30 days: per verification level (`level:UNVERIFIED`,
 * `level:VERIFIED`) and per investor (`user:<id>`, overriding the level's). A null limit is no limit; no row,
 * none at all (lib/withdrawals/limits).
 */
export const withdrawalLimits = pgTable("withdrawal_limits", {
  scope: text("scope").primaryKey(),
  daily: money("daily"),
  monthly: money("monthly"),
  updatedBy: integer("updated_by").references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * An investor's saved withdrawal address (docs/decisions.md, "Withdrawal addresses"). `address` is stored in
 * its canonical form (EIP-55 for Ethereum, lower case for bech32), so one address has one spelling. It is
 * UNCONFIRMED until the e-mailed link's token (stored as its SHA-256, valid until `tokenExpiresAt`, single use)
 * confirms it, then COOLING_DOWN until `confirmedAt` + ADDRESS_COOLDOWN_HOURS, then ACTIVE: the status is
 * derived from the times, never stored.
 */
export const withdrawalAddresses = pgTable(
  "withdrawal_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    label: text("label").notNull(),
    asset: assetEnum("asset").notNull(),
    network: text("network").notNull(),
    address: text("address").notNull(),
    tokenHash: text("token_hash").notNull(),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("withdrawal_addresses_user_asset_address_key").on(t.userId, t.asset, t.address),
    uniqueIndex("withdrawal_addresses_token_hash_key").on(t.tokenHash),
    index("withdrawal_addresses_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);
export type WithdrawalAddressRow = typeof withdrawalAddresses.$inferSelect;

/** Fixed-window counters shared by every app instance (sign-in, code guesses, reset requests, PINs). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Identity verification (docs/decisions.md, "Identity verification (KYC)"). The SSN, account and routing
 * numbers are AES-256-GCM ciphertexts (lib/security/encryption.ts, bound to "kyc:<userId>:<field>"); the
 * three images live in kyc_documents behind lib/kyc/document-store.ts. One PENDING submission per user at a
 * time.
 */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: kycStatusEnum("status").notNull().default("PENDING"),
    /**
     * Name, address, date of birth, phone, gender and bank details (lib/kyc/personal-data.ts): AES-256-GCM
     * of their JSON, bound to "kyc:<userId>:personal". Null only on a row stored before it existed, until
     * start-up encrypts it (lib/kyc/encrypt-plain-kyc-rows.ts).
     */
    personalEncrypted: bytea("personal_encrypted"),
    ssnEncrypted: bytea("ssn_encrypted").notNull(),
    accountNumberEncrypted: bytea("account_number_encrypted").notNull(),
    routingNumberEncrypted: bytea("routing_number_encrypted").notNull(),
    documentType: text("document_type").notNull(),
    // Where the personal data was kept in plain text before it was encrypted: null on every row written
    // since and on older rows once encrypted at start-up. To be dropped by a later migration.
    firstName: text("first_name"),
    lastName: text("last_name"),
    city: text("city"),
    phone: text("phone"),
    gender: text("gender"),
    address: text("address"),
    state: text("state"),
    zip: text("zip"),
    dob: date("dob"),
    accountHolderName: text("account_holder_name"),
    bankName: text("bank_name"),
    branch: text("branch"),
    /** Shown to the investor after a rejection. */
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("kyc_submissions_one_pending_per_user")
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index("kyc_submissions_user_idx").on(t.userId, t.createdAt),
    index("kyc_submissions_status_idx").on(t.status, t.createdAt),
  ],
);
export type KycSubmission = typeof kycSubmissions.$inferSelect;

/** The default document store's backend: one encrypted image per key ("kyc/<submissionId>/<kind>"). */
export const kycDocuments = pgTable("kyc_documents", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  /** AES-256-GCM ciphertext of the image, bound to its key and content type. */
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

/** Two-factor recovery codes: ten per enable, shown once, stored as sha256 (lib/two-factor/recovery-codes.ts). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/**
 * The second step of a sign-in with 2FA on: the password was right, a code is still due. The client holds
 * a random 256-bit challenge; only its sha256 is stored. Single use, short-lived, a few tries.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The user's token version at the password step: a password change meanwhile kills the challenge. */
    tokenVersion: integer("token_version").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_challenges_user_idx").on(t.userId)],
);

/**
 * Passkeys (WebAuthn credentials, lib/auth/passkeys): up to 10 per user. `credentialId` is the authenticator's
 * id (base64url), `publicKey` its COSE key; `counter` is the last signature counter seen (a counter going back
 * is a cloned authenticator and is refused).
 */
export const passkeyCredentials = pgTable(
  "passkey_credentials",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkey_credentials_credential_id_key").on(t.credentialId),
    index("passkey_credentials_user_idx").on(t.userId),
  ],
);
export type PasskeyCredential = typeof passkeyCredentials.$inferSelect;

/**
 * A WebAuthn challenge: only its sha256 is stored. Issued for one purpose ("registration", "sign-in",
 * "withdrawal", ...) and, for an action, bound to its data (amount, address: `binding`); short-lived, used once.
 * `userId` is null for a sign-in (discoverable credentials: nobody is known until the assertion comes back).
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    binding: text("binding").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("passkey_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * Idempotency keys (lib/idempotency): the first answer to a money-moving POST sent with an `Idempotency-Key`
 * header, kept per user and key so a retry gets that answer again instead of moving money twice. A row with
 * no `status` yet is a request in flight: a second request with the key waits or is refused, never run.
 * `request_hash` is the sha256 of method, path and body: the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** The stored answer's HTTP status; null while the first request is still running. */
    status: integer("status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // Pruning reads the oldest rows first.
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Durable background work (lib/jobs): written in the same transaction as the change that causes it, run by
 * a worker on every instance (FOR UPDATE SKIP LOCKED), retried with back-off, dead-lettered as FAILED after
 * `max_attempts`. `dedupe_key` makes enqueueing idempotent: one job per key, whoever enqueues it how often.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What to run: a name registered with the worker ("mail", "notification", "interest-run", ...). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    dedupeKey: text("dedupe_key"),
    /** WAITING (to run at run_at), RUNNING (held until locked_until), DONE, FAILED (dead letter). */
    status: text("status").notNull().default("WAITING"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_key_idx").on(t.dedupeKey),
    // The worker's claim: the next due waiting job.
    index("jobs_due_idx")
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'WAITING'`),
    index("jobs_status_updated_idx").on(t.status, t.updatedAt, t.id),
    check("jobs_status_check", sql`${t.status} in ('WAITING', 'RUNNING', 'DONE', 'FAILED')`),
  ],
);

/**
 * Proof of reserves (docs/proof-of-reserves.md): one row per snapshot of what Apex owes its investors, the root of
 * its apex-por-v1 tree, and the reserves read at the same moment. Nothing here is ever updated.
 */
export const reserveSnapshots = pgTable(
  "reserve_snapshots",
  {
    id: text("id").primaryKey(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    rootHash: text("root_hash").notNull(),
    usd: money("usd").notNull(),
    btc: money("btc").notNull(),
    eth: money("eth").notNull(),
    usdt: money("usdt").notNull(),
    usdc: money("usdc").notNull(),
    /** Investors in the tree (the padding leaves are not counted); the tree has 2^height leaves. */
    leafCount: integer("leaf_count").notNull(),
    height: integer("height").notNull(),
    /** [{ network, asset, address, amount, block }] read from the watchers' nodes when it was taken. */
    reserves: jsonb("reserves").notNull().default([]),
    /** The administrator who asked for it; null for the monthly schedule. */
    takenBy: integer("taken_by").references(() => users.id),
  },
  (t) => [index("reserve_snapshots_taken_idx").on(t.takenAt)],
);
export type ReserveSnapshot = typeof reserveSnapshots.$inferSelect;

/**
 * Each investor's leaf: its place and its nonce, shown only to that investor. No foreign key here or on the nodes:
 * they are written once, in the transaction that writes their snapshot, and a quarter of a million per-row checks
 * were a third of a large snapshot's time.
 */
export const reserveSnapshotLeaves = pgTable(
  "reserve_snapshot_leaves",
  {
    snapshotId: text("snapshot_id").notNull(),
    userId: integer("user_id").notNull(),
    leafIndex: integer("leaf_index").notNull(),
    nonce: text("nonce").notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] })],
);

/** Every node of a snapshot's tree, leaves (height 0, padding included) to root: a proof is one read of its path. */
export const reserveSnapshotNodes = pgTable(
  "reserve_snapshot_nodes",
  {
    snapshotId: text("snapshot_id").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull(),
    hash: text("hash").notNull(),
    usd: money("usd").notNull(),
    btc: money("btc").notNull(),
    eth: money("eth").notNull(),
    usdt: money("usdt").notNull(),
    usdc: money("usdc").notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.height, t.position] })],
);

/** A reserve address's signed message for a snapshot, kept once it verified. */
export const reserveSignatures = pgTable(
  "reserve_signatures",
  {
    snapshotId: text("snapshot_id")
      .notNull()
      .references(() => reserveSnapshots.id),
    network: text("network").notNull(),
    address: text("address").notNull(),
    signature: text("signature").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.network, t.address] })],
);

/**
 * The money conditions operators are told about (lib/alerts): one row per condition, FIRING or OK since `since`,
 * with the figure that decided it. The change of state is a guarded UPDATE, so the mail and notice of a change
 * go once however many instances check at the same moment.
 */
export const alertStates = pgTable("alert_states", {
  condition: text("condition").primaryKey(),
  state: text("state").notNull(),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  figure: text("figure"),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The referral programme's settings: one row (id 1); none reads as the defaults, programme off. A
 * change applies to referrals made after it: each referral keeps the settings in force when it was made.
 */
export const referralSettings = pgTable(
  "referral_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    referrerRewardUsd: money("referrer_reward_usd").notNull().default("25"),
    refereeRewardUsd: money("referee_reward_usd").notNull().default("25"),
    minDepositUsd: money("min_deposit_usd").notNull().default("100"),
    holdDays: integer("hold_days").notNull().default(30),
    monthlyCapPerReferrer: integer("monthly_cap_per_referrer").notNull().default(20),
    updatedBy: integer("updated_by").references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check("referral_settings_one_row", sql`${t.id} = 1`)],
);
export type ReferralSettingsRow = typeof referralSettings.$inferSelect;

/**
 * One referral per referee, fixed at sign-up (lib/referrals). PENDING until the referee is verified, has
 * brought `minDepositUsd` in from the chain (`reachedAt`) and kept it `holdDays` (`qualifiedAt`); PAID once
 * both rewards are posted (`paidAt`); VOID with a reason (`voidedBy` when an administrator voided it).
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => users.id),
    refereeId: integer("referee_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<ReferralStatus>().notNull().default("PENDING"),
    reason: text("reason"),
    referrerRewardUsd: money("referrer_reward_usd").notNull(),
    refereeRewardUsd: money("referee_reward_usd").notNull(),
    minDepositUsd: money("min_deposit_usd").notNull(),
    holdDays: integer("hold_days").notNull(),
    reachedAt: timestamp("reached_at", { withTimezone: true }),
    qualifiedAt: timestamp("qualified_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: integer("voided_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("referrals_referee_key").on(t.refereeId),
    index("referrals_referrer_idx").on(t.referrerId, t.createdAt, t.id),
    index("referrals_status_created_idx").on(t.status, t.createdAt, t.id),
    check("referrals_status_known", sql`${t.status} in ('PENDING', 'QUALIFIED', 'PAID', 'VOID')`),
  ],
);
export type Referral = typeof referrals.$inferSelect;
