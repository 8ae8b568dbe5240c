import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { adminApprovals, users, type AdminApproval } from "@/db/schema";
import { lockAdmins } from "@/lib/admin/admins/admin-lock";
import { applyAdminRole } from "@/lib/admin/admins/change-admin-role";
import { applyInvitation } from "@/lib/admin/admins/invite-admin";
import { can, type AdminRole } from "@/lib/admin/roles/permissions";
import { ApiError, conflict, forbidden, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { now } from "@/lib/clock";
import { recipientLocaleIn, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { creditUser } from "@/lib/users/credit-user";
import { resetBalance } from "@/lib/users/reset-balance";
import { createPlan } from "@/lib/plans/create-plan";
import { deletePlan } from "@/lib/plans/delete-plan";
import { updatePlan } from "@/lib/plans/update-plan";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { saveReferralSettings } from "@/lib/referrals/settings";
import { deleteTransaction } from "@/lib/admin/delete-transaction";
import { updateTransaction } from "@/lib/admin/update-transaction";
import { auditCancellation, PROPOSER_LOST_ROLE, PROPOSER_REMOVED } from "./cancel-stale-proposals";
import type { ApprovalKind } from "./kinds";
import { readPayload } from "./payloads";
import { asProposed } from "./transaction-change";
import { approverPermission, proposerPermission } from "./who-may";

export const APPROVAL_NOT_FOUND = "Approval not found";
export const OWN_PROPOSAL = "A second administrator must approve this: not the one who proposed it";
export const NOT_PENDING = "This proposal is no longer pending";
export const ONLY_PROPOSER_CANCELS = "Only the administrator who proposed it can cancel it";
const ROLE_FORBIDDEN = "Your administrator role does not allow this action";
export const ROLE_TOO_RECENT = "You cannot approve a proposal made before you held your administrator role";
export const PROPOSER_REMOVED_CANCELLED = "Its proposer was removed: the proposal is cancelled";
export const PROPOSER_ROLE_CANCELLED =
  "Its proposer no longer holds the role to make it: the proposal is cancelled";

type Decision = "APPROVED" | "REJECTED" | "CANCELLED";

/**
 * Moves a PENDING proposal to its decision with one guarded UPDATE, so of two administrators approving at
 * once one moves it (and applies it) and the other gets 409. The proposer can approve or reject nothing of
 * their own (creator ≠ approver, on the server); only the proposer cancels.
 */
async function claim(tx: Tx, id: number, actorId: number, decision: Decision): Promise<AdminApproval> {
  const own = decision === "CANCELLED";
  const [row] = await tx
    .update(adminApprovals)
    .set({ status: decision, decidedBy: actorId, decidedAt: now() })
    .where(
      and(
        eq(adminApprovals.id, id),
        eq(adminApprovals.status, "PENDING"),
        own ? eq(adminApprovals.proposedBy, actorId) : ne(adminApprovals.proposedBy, actorId),
      ),
    )
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(adminApprovals).where(eq(adminApprovals.id, id));
  if (!existing) throw notFound(APPROVAL_NOT_FOUND);
  if (existing.status !== "PENDING") throw conflict(NOT_PENDING);
  throw forbidden(own ? ONLY_PROPOSER_CANCELS : OWN_PROPOSAL);
}

/**
 * The change, made now as its proposer asked for it (the proposer stays the acting administrator). The
 * payload is read again with its request's schema: it came back from JSON (payloads.ts).
 */
async function apply(tx: Tx, row: AdminApproval): Promise<unknown> {
  const payload = row.payload as Record<string, unknown>;
  const by = row.proposedBy;
  switch (row.kind as ApprovalKind) {
    case "CREDIT":
      return creditUser(by, readPayload("CREDIT", payload), tx);
    case "RESET":
      return resetBalance(by, readPayload("RESET", payload), tx);
    case "WITHDRAWAL_APPROVE": {
      const { id } = readPayload("WITHDRAWAL_APPROVE", payload);
      return { withdrawalRequest: await approveWithdrawal(id, by, tx) };
    }
    case "ROLE_CHANGE":
      return { admin: await applyAdminRole(tx, by, row.userId!, readPayload("ROLE_CHANGE", payload).role) };
    case "ADMIN_INVITE":
      return applyInvitation(tx, by, payload);
    case "PLAN_CREATE":
      return createPlan(by, readPayload("PLAN_CREATE", payload).plan, tx);
    case "PLAN_UPDATE": {
      const { id, changes } = readPayload("PLAN_UPDATE", payload);
      return updatePlan(by, id, changes, tx);
    }
    case "PLAN_DELETE":
      return deletePlan(by, readPayload("PLAN_DELETE", payload).id, tx);
    case "TRANSACTION_EDIT": {
      const { id, changes, before, effect } = readPayload("TRANSACTION_EDIT", payload);
      return updateTransaction(by, id, changes, { exec: tx, asProposed: asProposed(before, effect) });
    }
    case "TRANSACTION_DELETE": {
      const { id, before, effect } = readPayload("TRANSACTION_DELETE", payload);
      return deleteTransaction(by, id, { exec: tx, asProposed: asProposed(before, effect) });
    }
    case "REFERRAL_SETTINGS":
      return saveReferralSettings(by, readPayload("REFERRAL_SETTINGS", payload), tx);
  }
}

/** The proposer hears of the decision by e-mail, in their language. */
async function tellProposer(tx: Tx, row: AdminApproval, decidedById: number) {
  const [proposer] = await tx.select().from(users).where(eq(users.id, row.proposedBy));
  const [decider] = await tx.select().from(users).where(eq(users.id, decidedById));
  if (!proposer || !decider) return;
  const t = await translatorFor(await recipientLocaleIn(tx, proposer.id), "emails");
  const values = { name: proposer.name, id: row.id, kind: row.kind, status: row.status, admin: decider.name };
  await enqueueMail(
    tx,
    {
      to: proposer.email,
      subject: t("approvalDecided.subject", values),
      text: t("approvalDecided.text", values),
    },
    `approval-decided:${row.id}`,
  );
}

/** Whether the approver came to hold their role after the proposal was made (compared in the database, exactly). */
async function roleNewerThanProposal(tx: Tx, actorId: number, row: AdminApproval) {
  const [found] = await tx
    .select({
      newer: sql<boolean>`coalesce(${users.adminRoleSince}, ${users.createdAt}) > ${adminApprovals.createdAt}`,
    })
    .from(users)
    .innerJoin(adminApprovals, eq(adminApprovals.id, row.id))
    .where(eq(users.id, actorId));
  return found?.newer === true;
}

/** Why the proposer could not make this proposal now (removed, or a role without it), or null. */
async function proposerCannotNow(tx: Tx, row: AdminApproval): Promise<string | null> {
  const [proposer] = await tx.select().from(users).where(eq(users.id, row.proposedBy));
  if (!proposer || proposer.deletedAt || proposer.role !== "ADMIN") return PROPOSER_REMOVED;
  if (!can(proposer.adminRole, proposerPermission(row.kind as ApprovalKind))) return PROPOSER_LOST_ROLE;
  return null;
}

async function decide(actorId: number, actorRole: AdminRole | null, id: number, decision: Decision) {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    // After any change to the administrators that committed first: a demotion or removal is seen here.
    await lockAdmins(tx);
    const row = await claim(tx, id, actorId, decision);
    if (decision !== "CANCELLED") {
      const needed = approverPermission(row);
      if (!can(actorRole, needed)) throw new ApiError(403, ROLE_FORBIDDEN, { permission: needed });
    }
    if (decision === "APPROVED") {
      if (await roleNewerThanProposal(tx, actorId, row)) throw forbidden(ROLE_TOO_RECENT);
      const why = await proposerCannotNow(tx, row);
      if (why) {
        // Cancelled for good (committed), and the approver hears why: nobody may approve it any more.
        await tx.update(adminApprovals).set({ status: "CANCELLED" }).where(eq(adminApprovals.id, row.id));
        await auditCancellation(tx, actorId, row, why);
        return { cancelled: why };
      }
    }
    const result = decision === "APPROVED" ? await apply(tx, row) : undefined;
    await recordAudit(tx, {
      adminId: actorId,
      action:
        decision === "APPROVED"
          ? "APPROVAL_APPROVE"
          : decision === "REJECTED"
            ? "APPROVAL_REJECT"
            : "APPROVAL_CANCEL",
      userId: row.userId,
      asset: row.asset,
      amount: row.amount,
      usdValue: row.usdValue,
      status: decision,
      ...auditDetails("APPROVAL_DECIDED", { approval: row.id, kind: row.kind, status: decision }),
      before: { status: "PENDING", proposedBy: row.proposedBy },
      after: { status: decision },
    });
    if (decision !== "CANCELLED") await tellProposer(tx, row, actorId);
    return { approval: { id: row.id, status: decision }, result };
  });
  if ("cancelled" in outcome)
    throw conflict(
      outcome.cancelled === PROPOSER_REMOVED ? PROPOSER_REMOVED_CANCELLED : PROPOSER_ROLE_CANCELLED,
      { approval: { id, status: "CANCELLED" } },
    );
  return outcome;
}

/** POST /api/admin/approvals/{id}/approve: a different administrator, whose role may take the action. */
export async function approveProposal(adminId: number, role: AdminRole | null, id: number) {
  const { approval, result } = await decide(adminId, role, id, "APPROVED");
  return { message: "Approved: the change is made", approval, result };
}

/** POST /api/admin/approvals/{id}/reject. */
export async function rejectProposal(adminId: number, role: AdminRole | null, id: number) {
  const { approval } = await decide(adminId, role, id, "REJECTED");
  return { message: "Rejected: nothing was changed", approval };
}

/** POST /api/admin/approvals/{id}/cancel: the proposer withdraws it. */
export async function cancelProposal(adminId: number, id: number) {
  const { approval } = await decide(adminId, null, id, "CANCELLED");
  return { message: "Proposal cancelled", approval };
}
