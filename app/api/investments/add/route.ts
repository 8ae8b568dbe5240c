// POST /api/investments/add {plan fields} -> newPlan
import { adminRoute, parseBody } from "@/lib/api/route";
import { createPlan } from "@/lib/plans/create-plan";
import { createPlanSchema } from "@/lib/validation/plans";

export const POST = adminRoute(async ({ req, user }) =>
  createPlan(user.id, await parseBody(req, createPlanSchema)),
);
