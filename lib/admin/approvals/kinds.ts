// What the two-person rule covers, and the permission each kind acts with: a second administrator approves
// only what their own role could have done.
import type { Permission } from "@/lib/admin/roles/permissions";

export const APPROVAL_KINDS = [
  "CREDIT",
  "RESET",
  "WITHDRAWAL_APPROVE",
  "ROLE_CHANGE",
  "ADMIN_INVITE",
  "PLAN_CREATE",
  "PLAN_UPDATE",
  "PLAN_DELETE",
  "TRANSACTION_EDIT",
  "TRANSACTION_DELETE",
  "REFERRAL_SETTINGS",
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CANCELLED"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_PERMISSION: Record<ApprovalKind, Permission> = {
  CREDIT: "money.credit",
  RESET: "money.credit",
  WITHDRAWAL_APPROVE: "withdrawals.decide",
  ROLE_CHANGE: "admins.manage",
  // Approved by whoever may approve money (lib/admin/approvals/who-may.ts); proposed by the owner.
  ADMIN_INVITE: "money.credit",
  PLAN_CREATE: "plans.manage",
  PLAN_UPDATE: "plans.manage",
  PLAN_DELETE: "plans.manage",
  // A balance-changing edit or deletion moves money like a credit: approved by whoever could credit.
  TRANSACTION_EDIT: "money.credit",
  TRANSACTION_DELETE: "money.credit",
  // The referral programme pays money from the platform: set by an owner, approved by another owner.
  REFERRAL_SETTINGS: "referrals.manage",
};
