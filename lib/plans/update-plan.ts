import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { investmentPlans } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import {
  MIN_ABOVE_MAX,
  minNotAboveMax,
  NEVER_COMPLETES,
  reachesTotalReturns,
  type UpdatePlanInput,
} from "@/lib/validation/plans";
import { findOpenPlan } from "./find-open-plan";
import { adminPlanOutput, planSnapshot } from "./plan-output";

/**
 * PUT /api/investments/{id}: any subset of the plan's fields. Running subscriptions keep the terms they
 * were opened with (they snapshot rate and returns), so an edit only affects new subscriptions.
 */
export async function updatePlan(
  adminId: number,
  planId: number,
  input: UpdatePlanInput,
  /** A second administrator's approval applying it. */
  exec?: Executor,
) {
  const db = exec ?? (await getDb());
  const plan = await db.transaction(async (tx) => {
    const current = await findOpenPlan(tx, planId);
    const min = input.minimumAmount ?? current.minimumAmount;
    const max = input.maximumAmount ?? current.maximumAmount;
    if (!minNotAboveMax(min, max))
      throw badRequest(MIN_ABOVE_MAX, { errors: [{ path: "maximumAmount", message: MIN_ABOVE_MAX }] });
    const terms = {
      minimumAmount: min,
      interestRate: input.interestRate ?? current.interestRate,
      totalReturns: input.totalReturns ?? current.totalReturns,
      kind: input.kind ?? current.kind,
    };
    if (!reachesTotalReturns(terms))
      throw badRequest(NEVER_COMPLETES, { errors: [{ path: "interestRate", message: NEVER_COMPLETES }] });
    const [updated] = await tx
      .update(investmentPlans)
      .set({
        name: input.plan,
        minimumAmount: input.minimumAmount,
        maximumAmount: input.maximumAmount,
        interestRate: input.interestRate,
        totalReturns: input.totalReturns,
        recommended: input.recommended,
        kind: input.kind,
        asset: input.asset,
        earlyRedemption: input.earlyRedemption,
        earlyRedemptionPenaltyPercent: input.earlyRedemptionPenaltyPercent,
        updatedAt: new Date(),
      })
      .where(eq(investmentPlans.id, planId))
      .returning();
    await recordAudit(tx, {
      adminId,
      action: "PLAN_UPDATE",
      ...auditDetails("PLAN_UPDATED", { plan: updated.name }),
      before: { id: current.id, ...planSnapshot(current) },
      after: { id: updated.id, ...planSnapshot(updated) },
    });
    return updated;
  });
  return { message: "Investment plan updated successfully", plan: adminPlanOutput(plan) };
}
