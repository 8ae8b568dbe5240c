// PUT /api/investments/{id} {plan fields} -> updated plan; DELETE /api/investments/{id} (either may answer 202,
// awaiting a second administrator)
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { deletePlanOrPropose, updatePlanOrPropose } from "@/lib/admin/approvals/gates";
import { updatePlanSchema } from "@/lib/validation/plans";

export const PUT = adminRoute(async ({ req, params, user }) =>
  updatePlanOrPropose(user.id, parseId(params.id), await parseBody(req, updatePlanSchema)),
);

export const DELETE = adminRoute(async ({ params, user }) =>
  deletePlanOrPropose(user.id, parseId(params.id)),
);
