// GET /api/admin/users/{id}/withdrawal-limits -> { own, effective }
// PUT /api/admin/users/{id}/withdrawal-limits { daily, monthly } -> { message, userId, daily, monthly }
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { userLimitsSchema } from "@/lib/validation/withdrawal-limits";
import { investorLimits, setUserLimits } from "@/lib/withdrawals/limits/set-limits";

export const GET = adminRoute(async ({ params }) => investorLimits(parseId(params.id)));

export const PUT = adminRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  return setUserLimits(user.id, id, await parseBody(req, userLimitsSchema));
});
