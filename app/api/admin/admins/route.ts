// GET /api/admin/admins -> { admins[] }; POST {email, name, role} -> { message, admin } (an invitation e-mail)
import { inviteAdmin } from "@/lib/admin/admins/invite-admin";
import { listAdmins } from "@/lib/admin/admins/list-admins";
import { adminRoute, parseBody } from "@/lib/api/route";
import { inviteAdminSchema } from "@/lib/validation/admins";

export const GET = adminRoute(async () => listAdmins());

export const POST = adminRoute(async ({ req, user }) => {
  const input = await parseBody(req, inviteAdminSchema);
  return inviteAdmin(user.id, input);
});
