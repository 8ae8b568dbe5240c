import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { investmentPlans, subscriptions, transactions } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { findOpenPlan } from "./find-open-plan";
import { planSnapshot } from "./plan-output";

/**
 * DELETE /api/investments/{id}. A plan anyone ever subscribed to is retired: hidden from the plan list
 * and from new subscriptions, while its subscriptions, statements and transactions keep pointing at it.
 * A plan nobody used is removed outright.
 */
export async function deletePlan(adminId: number, planId: number, exec?: Executor) {
  // Inside a caller's transaction when a second administrator's approval applies it.
  const db = exec ?? (await getDb());
  return db.transaction(async (tx) => {
    const plan = await findOpenPlan(tx, planId);
    const [used] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.planId, planId))
      .limit(1);
    const [referenced] = used
      ? [used]
      : await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.planId, planId))
          .limit(1);
    const retire = !!referenced;
    if (retire) {
      await tx
        .update(investmentPlans)
        .set({ retiredAt: new Date(), updatedAt: new Date() })
        .where(eq(investmentPlans.id, planId));
    } else {
      await tx.delete(investmentPlans).where(eq(investmentPlans.id, planId));
    }
    await recordAudit(tx, {
      adminId,
      action: "PLAN_DELETE",
      ...auditDetails(retire ? "PLAN_RETIRED" : "PLAN_DELETED", { plan: plan.name }),
      before: { id: plan.id, ...planSnapshot(plan) },
      after: retire ? { retired: true } : null,
    });
    return {
      message: retire
        ? "Investment plan retired: existing investments keep running, new subscriptions are closed"
        : "Investment plan deleted successfully",
      retired: retire,
    };
  });
}
