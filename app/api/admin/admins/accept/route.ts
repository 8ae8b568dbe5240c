// POST /api/admin/admins/accept {token, password} -> { message } (then the admin login)
import { acceptInvitation } from "@/lib/admin/admins/accept-invitation";
import { parseBody, publicRoute } from "@/lib/api/route";
import { acceptInvitationSchema } from "@/lib/validation/admins";

export const POST = publicRoute(async ({ req }) => {
  const { token, password } = await parseBody(req, acceptInvitationSchema);
  return acceptInvitation(token, password);
});
