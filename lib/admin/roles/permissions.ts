// What each administrator role may do. Every admin route names one permission (lib/api/route-table.ts, its
// `admin(...)` access); the server checks it on each call (lib/api/route.ts) and the back office hides what the
// signed-in role lacks. Browser code reads this file too, so it imports nothing.

export const ADMIN_ROLES = ["OWNER", "FINANCE", "COMPLIANCE", "SUPPORT", "AUDITOR"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const PERMISSIONS = [
  /** The overview, users, transactions, subscriptions and withdrawal lists: every administrator reads them. */
  "backoffice.read",
  /** Jobs and reconciliation. */
  "operations.read",
  "jobs.retry",
  "users.create",
  "users.delete",
  "users.verify",
  "users.twoFactorReset",
  /** Lock and unlock an account. */
  "users.lock",
  /** Credit and reset balances. */
  "money.credit",
  "withdrawals.decide",
  "transactions.edit",
  "interest.run",
  "plans.manage",
  "audit.read",
  "kyc.read",
  "kyc.reveal",
  "kyc.decide",
  "support.read",
  "support.answer",
  "messages.read",
  "messages.send",
  "admins.read",
  "admins.manage",
  "approvals.read",
  /** Approve or reject another administrator's proposal; each kind also needs the permission it acts with. */
  "approvals.decide",
  /** Withdrawal limits by verification level and per investor. */
  "limits.manage",
  /** Take proof-of-reserves snapshots and upload the reserve addresses' signatures. */
  "reserves.manage",
  /** The referral programme's settings, and voiding a referral by hand. */
  "referrals.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_ROLE_READS: Permission[] = ["backoffice.read", "messages.read", "approvals.read"];

/** The role matrix. OWNER holds every permission; the others hold what their work needs and nothing more. */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  FINANCE: [
    ...EVERY_ROLE_READS,
    "operations.read",
    "money.credit",
    "withdrawals.decide",
    "transactions.edit",
    "interest.run",
    "plans.manage",
    "approvals.decide",
    "limits.manage",
    "reserves.manage",
  ],
  COMPLIANCE: [
    ...EVERY_ROLE_READS,
    "users.verify",
    "users.twoFactorReset",
    "audit.read",
    "kyc.read",
    "kyc.reveal",
    "kyc.decide",
  ],
  SUPPORT: [...EVERY_ROLE_READS, "support.read", "support.answer", "messages.send", "users.lock"],
  AUDITOR: [...EVERY_ROLE_READS, "operations.read", "audit.read", "kyc.read", "support.read", "admins.read"],
};

/** Whether an administrator of this role may do this. No role (not an administrator): nothing. */
export function can(role: AdminRole | null | undefined, permission: Permission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permission a route without a declared one requires: the owner's alone, so nothing opens by omission. */
export const UNDECLARED_PERMISSION: Permission = "admins.manage";
