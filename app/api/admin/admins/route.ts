// GET /api/admin/admins -> { admins[] }; POST {email, name, role} -> { message, admin } (an invitation e-mail),
// or 202 awaiting a second administrator for a role that approves money
import { inviteOrPropose } from "@/lib/admin/admins/invite-admin";
import { listAdmins } from "@/lib/admin/admins/list-admins";
import { adminRoute, parseBody } from "@/lib/api/route";
import { inviteAdminSchema } from "@/lib/validation/admins";

export const GET = adminRoute(async () => listAdmins());

export const POST = adminRoute(async ({ req, user }) => {
  const input = await parseBody(req, inviteAdminSchema);
  return inviteOrPropose(user.id, input);
});
