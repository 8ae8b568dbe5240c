// The actions under the two-person rule, as their routes call them: done at once when the rule does not apply
// (FOUR_EYES=0, nobody else could approve, or under the threshold), otherwise proposed (202).
import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { withdrawalRequests } from "@/db/schema";
import { decideWithdrawalRequest } from "@/lib/admin/decide-withdrawal-request";
import { deleteTransaction } from "@/lib/admin/delete-transaction";
import { updateTransaction } from "@/lib/admin/update-transaction";
import { changeAdminRole } from "@/lib/admin/admins/change-admin-role";
import { findLiveAdmin } from "@/lib/admin/admins/admin-lock";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { conflict, notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { createPlan } from "@/lib/plans/create-plan";
import { deletePlan } from "@/lib/plans/delete-plan";
import { findOpenPlan } from "@/lib/plans/find-open-plan";
import { updatePlan } from "@/lib/plans/update-plan";
import { getGuardPrice, usdValue } from "@/lib/prices/usd-prices";
import { creditUser } from "@/lib/users/credit-user";
import { findLiveUser } from "@/lib/users/find-live-user";
import { resetBalance } from "@/lib/users/reset-balance";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import type { CreditInput, ResetBalanceInput, UpdateTransactionInput } from "@/lib/validation/admin";
import type { CreatePlanInput, UpdatePlanInput } from "@/lib/validation/plans";
import { needsSecondApproval } from "./four-eyes";
import { APPROVAL_PERMISSION } from "./kinds";
import { propose } from "./propose";
import type { TransactionChange } from "./transaction-change";
import { approverPermission } from "./who-may";
import { approvedAloneUsd, lockInvestorApprovals } from "./withdrawal-window";

const above = (usd: string, threshold: number) => new Decimal(usd).gt(threshold);

/** POST /api/users/credit. */
export async function creditOrPropose(adminId: number, input: CreditInput) {
  const db = await getDb();
  const usd = usdValue(input.amount, await getGuardPrice(input.currency));
  if (
    !above(usd, env().FOUR_EYES_CREDIT_USD) ||
    !(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.CREDIT))
  )
    return creditUser(adminId, input);
  // Proposing for nobody helps nobody: the investor must exist now (and still when it is approved).
  await findLiveUser(db, input.userId);
  const { adminId: _ignored, ...payload } = input;
  return propose({
    kind: "CREDIT",
    target: `user:${input.userId}`,
    payload,
    proposerId: adminId,
    userId: input.userId,
    asset: input.currency,
    amount: input.amount,
    usdValue: usd,
    reason: input.reason,
  });
}

/** POST /api/users/reset-balance. */
export async function resetOrPropose(adminId: number, input: ResetBalanceInput) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.RESET)))
    return resetBalance(adminId, input);
  await findLiveUser(db, input.userId);
  const { adminId: _ignored, ...payload } = input;
  return propose({
    kind: "RESET",
    target: `user:${input.userId}`,
    payload,
    proposerId: adminId,
    userId: input.userId,
    reason: input.reason,
  });
}

/**
 * POST /api/withdrawals/approve: proposed when what this administrator approved alone for this investor over
 * the last 24 hours, this one included, is above FOUR_EYES_WITHDRAWAL_USD (at the price of the moment).
 */
export async function approveWithdrawalOrPropose(adminId: number, id: number) {
  const db = await getDb();
  const [request] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id));
  if (!request) throw notFound("Withdrawal request not found");
  if (request.status !== "PENDING") throw conflict("Withdrawal request is not pending");
  const usd = usdValue(request.amount, await getGuardPrice(request.asset));
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.WITHDRAWAL_APPROVE)))
    return decideWithdrawalRequest(adminId, id, "approve");
  // Counted and approved under the investor's lock: two approvals at once cannot both read the old sum.
  const approved = await db.transaction(async (tx) => {
    await lockInvestorApprovals(tx, request.userId);
    const sum = (await approvedAloneUsd(tx, adminId, request.userId)).plus(usd);
    if (above(sum.toFixed(), env().FOUR_EYES_WITHDRAWAL_USD)) return null;
    return approveWithdrawal(id, adminId, tx);
  });
  if (approved)
    return { message: `Withdrawal request ${id} approved successfully`, withdrawalRequest: approved };
  return propose({
    kind: "WITHDRAWAL_APPROVE",
    target: `withdrawal:${id}`,
    payload: { id },
    proposerId: adminId,
    userId: request.userId,
    asset: request.asset,
    amount: request.amount,
    usdValue: usd,
  });
}

/**
 * PUT /api/admin/admins/{id}: waits for another owner, or, when the new role approves money, for anyone else
 * who approves money (an owner alone must not make a second pair of eyes of their own).
 */
export async function changeRoleOrPropose(ownerId: number, adminId: number, role: AdminRole) {
  const db = await getDb();
  const approver = approverPermission({ kind: "ROLE_CHANGE", payload: { role } });
  if (!(await needsSecondApproval(db, ownerId, approver))) return changeAdminRole(ownerId, adminId, role);
  const admin = await findLiveAdmin(db, adminId);
  if (admin.adminRole === role) return changeAdminRole(ownerId, adminId, role);
  return propose({
    kind: "ROLE_CHANGE",
    target: `admin:${adminId}`,
    payload: { role, from: admin.adminRole },
    proposerId: ownerId,
    userId: adminId,
  });
}

/** POST /api/investments/add: a new plan is offered to every investor, so it waits too. */
export async function createPlanOrPropose(adminId: number, input: CreatePlanInput) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.PLAN_CREATE)))
    return createPlan(adminId, input);
  return propose({
    kind: "PLAN_CREATE",
    // One pending proposal per plan name.
    target: `plan:new:${input.plan.trim().toLowerCase()}`,
    payload: { plan: input },
    proposerId: adminId,
  });
}

/** PUT /api/investments/{id}. */
export async function updatePlanOrPropose(adminId: number, planId: number, input: UpdatePlanInput) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.PLAN_UPDATE)))
    return updatePlan(adminId, planId, input);
  const plan = await findOpenPlan(db, planId);
  return propose({
    kind: "PLAN_UPDATE",
    target: `plan:${planId}`,
    payload: { id: planId, name: plan.name, changes: input },
    proposerId: adminId,
  });
}

/** DELETE /api/investments/{id}. */
export async function deletePlanOrPropose(adminId: number, planId: number) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.PLAN_DELETE)))
    return deletePlan(adminId, planId);
  const plan = await findOpenPlan(db, planId);
  return propose({
    kind: "PLAN_DELETE",
    target: `plan:${planId}`,
    payload: { id: planId, name: plan.name },
    proposerId: adminId,
  });
}

/** A transaction edit's or deletion's proposal: its effect on the books travels in the payload. */
function proposeTransactionChange(
  kind: "TRANSACTION_EDIT" | "TRANSACTION_DELETE",
  adminId: number,
  change: TransactionChange,
  changes?: UpdateTransactionInput,
) {
  return propose({
    kind,
    target: `transaction:${change.id}`,
    payload: { id: change.id, ...(changes ? { changes } : {}), before: change.before, effect: change.effect },
    proposerId: adminId,
    userId: change.userId,
    asset: change.asset,
    amount: change.amount,
    usdValue: change.usdValue,
  });
}

/** PUT /api/transactions/{id}: an edit that would change a balance waits; one that changes none is made. */
export async function updateTransactionOrPropose(adminId: number, id: number, input: UpdateTransactionInput) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.TRANSACTION_EDIT)))
    return updateTransaction(adminId, id, input);
  const done = await updateTransaction(adminId, id, input, { proposeIfMoneyMoves: true });
  return done.proposal ? proposeTransactionChange("TRANSACTION_EDIT", adminId, done.proposal, input) : done;
}

/** DELETE /api/transactions/{id}: a deletion that would change a balance waits; one that changes none is made. */
export async function deleteTransactionOrPropose(adminId: number, id: number) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.TRANSACTION_DELETE)))
    return deleteTransaction(adminId, id);
  const done = await deleteTransaction(adminId, id, { proposeIfMoneyMoves: true });
  return "proposal" in done ? proposeTransactionChange("TRANSACTION_DELETE", adminId, done.proposal) : done;
}
