// POST /api/admin/users/{id}/unlock { reason }: after checking who is asking, an administrator (support or
// owner) unlocks an account; the reason stays in the audit trail.
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { adminUnlockAccount } from "@/lib/account-lock/lock-account";
import { lockReasonSchema } from "@/lib/validation/account-lock";

export const POST = adminRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  const { reason } = await parseBody(req, lockReasonSchema);
  return adminUnlockAccount(user.id, id, reason);
});
