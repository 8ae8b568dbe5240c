// POST /api/investments/add {plan fields} -> newPlan (202 awaiting a second administrator)
import { adminRoute, parseBody } from "@/lib/api/route";
import { createPlanOrPropose } from "@/lib/admin/approvals/gates";
import { createPlanSchema } from "@/lib/validation/plans";

export const POST = adminRoute(async ({ req, user }) =>
  createPlanOrPropose(user.id, await parseBody(req, createPlanSchema)),
);
