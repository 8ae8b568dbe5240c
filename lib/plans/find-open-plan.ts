import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { investmentPlans, type InvestmentPlan } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

/** A plan the admin can still edit or delete, row-locked for the transaction: retired plans are history (404). */
export async function findOpenPlan(exec: Executor, planId: number): Promise<InvestmentPlan> {
  const [plan] = await exec
    .select()
    .from(investmentPlans)
    .where(and(eq(investmentPlans.id, planId), isNull(investmentPlans.retiredAt)))
    .limit(1)
    .for("update");
  if (!plan) throw notFound("Investment plan not found");
  return plan;
}
