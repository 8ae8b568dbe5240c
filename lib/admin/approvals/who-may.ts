// Who may make a proposal and who may approve it. A proposal is applied with its proposer's authority, so the
// proposer must still hold it then; handing someone a role that approves money is approved by someone who
// approves money, or one owner could make a second pair of eyes of their own.
import { ADMIN_ROLES, can, type AdminRole, type Permission } from "@/lib/admin/roles/permissions";
import { APPROVAL_PERMISSION, type ApprovalKind } from "./kinds";

/** The permission that makes a role one of the second pairs of eyes on money (OWNER and FINANCE hold it). */
export const MONEY_APPROVAL: Permission = "money.credit";

/** Whether this role may approve money: credits, resets or withdrawals. */
export const approvesMoney = (role: AdminRole | null | undefined) =>
  can(role, "money.credit") || can(role, "withdrawals.decide");

export const MONEY_ROLES: readonly AdminRole[] = ADMIN_ROLES.filter(approvesMoney);

/** What the proposer needed to make it, and must still hold when it is applied. */
export function proposerPermission(kind: ApprovalKind): Permission {
  return kind === "ADMIN_INVITE" ? "admins.manage" : APPROVAL_PERMISSION[kind];
}

/** What the approver's role must hold (besides approvals.decide, which the route checks). */
export function approverPermission(row: { kind: string; payload: unknown }): Permission {
  const kind = row.kind as ApprovalKind;
  const role = (row.payload as { role?: unknown }).role;
  if (kind === "ROLE_CHANGE" && MONEY_ROLES.includes(role as AdminRole)) return MONEY_APPROVAL;
  return APPROVAL_PERMISSION[kind];
}
