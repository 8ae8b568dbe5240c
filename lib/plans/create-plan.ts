import { getDb, type Executor } from "@/db/client";
import { investmentPlans } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import type { CreatePlanInput } from "@/lib/validation/plans";
import { adminPlanOutput, planSnapshot } from "./plan-output";

/** POST /api/investments/add (Add New Plan). `exec`: a second administrator's approval applying it. */
export async function createPlan(adminId: number, input: CreatePlanInput, exec?: Executor) {
  const db = exec ?? (await getDb());
  const plan = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(investmentPlans)
      .values({
        name: input.plan,
        minimumAmount: input.minimumAmount,
        maximumAmount: input.maximumAmount,
        interestRate: input.interestRate,
        totalReturns: input.totalReturns,
        recommended: input.recommended ?? false,
        kind: input.kind,
        asset: input.asset,
        earlyRedemption: input.earlyRedemption,
        earlyRedemptionPenaltyPercent: input.earlyRedemptionPenaltyPercent,
      })
      .returning();
    await recordAudit(tx, {
      adminId,
      action: "PLAN_CREATE",
      ...auditDetails("PLAN_CREATED", { plan: created.name }),
      after: { id: created.id, ...planSnapshot(created) },
    });
    return created;
  });
  return { message: "Investment plan created successfully", newPlan: adminPlanOutput(plan) };
}
