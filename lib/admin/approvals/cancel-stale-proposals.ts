// A proposal is applied with its proposer's authority: when the proposer loses it (a new role without the
// permission, or removal), their open proposals are cancelled, each with its audit row, instead of waiting
// for someone to approve what nobody may now propose.
import { and, eq, or } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { adminApprovals, type AdminApproval } from "@/db/schema";
import { can, type AdminRole } from "@/lib/admin/roles/permissions";
import { auditDetails } from "@/lib/audit/audit-details";
import { recordAudit } from "@/lib/audit/record-audit";
import { now } from "@/lib/clock";
import type { ApprovalKind } from "./kinds";
import { proposerPermission } from "./who-may";

export const PROPOSER_REMOVED = "Its proposer was removed";
export const PROPOSER_LOST_ROLE = "Its proposer no longer holds the role to make it";
export const CONCERNED_ADMIN_REMOVED = "The administrator it concerns was removed";

/** Cancels each of these proposals still PENDING, on behalf of `actorId`, with the reason in its audit row. */
export async function cancelPending(tx: Executor, actorId: number, rows: AdminApproval[], reason: string) {
  for (const row of rows) {
    const [cancelled] = await tx
      .update(adminApprovals)
      .set({ status: "CANCELLED", decidedBy: actorId, decidedAt: now() })
      .where(and(eq(adminApprovals.id, row.id), eq(adminApprovals.status, "PENDING")))
      .returning({ id: adminApprovals.id });
    if (cancelled) await auditCancellation(tx, actorId, row, reason);
  }
}

/** The APPROVAL_CANCEL row of a proposal cancelled because nobody may make it any more. */
export async function auditCancellation(tx: Executor, actorId: number, row: AdminApproval, reason: string) {
  await recordAudit(tx, {
    adminId: actorId,
    action: "APPROVAL_CANCEL",
    userId: row.userId,
    asset: row.asset,
    amount: row.amount,
    usdValue: row.usdValue,
    status: "CANCELLED",
    reason,
    ...auditDetails("APPROVAL_DECIDED", { approval: row.id, kind: row.kind, status: "CANCELLED" }),
    before: { status: "PENDING", proposedBy: row.proposedBy },
    after: { status: "CANCELLED", reason },
  });
}

const pending = (tx: Executor, ...where: Parameters<typeof and>) =>
  tx
    .select()
    .from(adminApprovals)
    .where(and(eq(adminApprovals.status, "PENDING"), ...where));

/** After `adminId`'s role became `role`: their pending proposals that role could not make. */
export async function cancelProposalsBeyondRole(
  tx: Executor,
  actorId: number,
  adminId: number,
  role: AdminRole | null,
) {
  const rows = await pending(tx, eq(adminApprovals.proposedBy, adminId));
  const beyond = rows.filter((r) => !can(role, proposerPermission(r.kind as ApprovalKind)));
  await cancelPending(tx, actorId, beyond, PROPOSER_LOST_ROLE);
}

/** After `adminId` was removed: every pending proposal they made, and those that would change them. */
export async function cancelProposalsOfRemoved(tx: Executor, actorId: number, adminId: number) {
  const rows = await pending(
    tx,
    or(eq(adminApprovals.proposedBy, adminId), eq(adminApprovals.target, `admin:${adminId}`)),
  );
  const theirs = rows.filter((r) => r.proposedBy === adminId);
  await cancelPending(tx, actorId, theirs, PROPOSER_REMOVED);
  await cancelPending(
    tx,
    actorId,
    rows.filter((r) => r.proposedBy !== adminId),
    CONCERNED_ADMIN_REMOVED,
  );
}
