// PUT /api/admin/admins/{id} {role} -> { message, admin } (202 awaiting a second administrator); DELETE -> { message }
import { changeRoleOrPropose } from "@/lib/admin/approvals/gates";
import { removeAdmin } from "@/lib/admin/admins/remove-admin";
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { changeAdminRoleSchema } from "@/lib/validation/admins";

export const PUT = adminRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  const { role } = await parseBody(req, changeAdminRoleSchema);
  return changeRoleOrPropose(user.id, id, role);
});

export const DELETE = adminRoute(async ({ params, user }) => removeAdmin(user.id, parseId(params.id)));
