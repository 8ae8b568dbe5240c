// PUT /api/investments/{id} {plan fields} -> updated plan; DELETE /api/investments/{id}
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { deletePlan } from "@/lib/plans/delete-plan";
import { updatePlan } from "@/lib/plans/update-plan";
import { updatePlanSchema } from "@/lib/validation/plans";

export const PUT = adminRoute(async ({ req, params, user }) =>
  updatePlan(user.id, parseId(params.id), await parseBody(req, updatePlanSchema)),
);

export const DELETE = adminRoute(async ({ params, user }) => deletePlan(user.id, parseId(params.id)));
