// POST /api/admin/users/{id}/lock { reason }: an administrator (support or owner) locks an account; the owner
// reads the reason in the e-mail that tells them.
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { adminLockAccount } from "@/lib/account-lock/lock-account";
import { lockReasonSchema } from "@/lib/validation/account-lock";

export const POST = adminRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  const { reason } = await parseBody(req, lockReasonSchema);
  return adminLockAccount(user.id, id, reason);
});
