import { asc, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans } from "@/db/schema";
import { planOutput } from "@/lib/plans/plan-output";

/** GET /api/investments: the plans open for subscription (retired ones are hidden), cheapest first. */
export async function listPlans() {
  const db = await getDb();
  const rows = await db
    .select()
    .from(investmentPlans)
    .where(isNull(investmentPlans.retiredAt))
    .orderBy(asc(investmentPlans.minimumAmount), asc(investmentPlans.id));
  return { investmentPlans: rows.map(planOutput) };
}
