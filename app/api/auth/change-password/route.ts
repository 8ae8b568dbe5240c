// POST /api/auth/change-password {currentPassword, newPassword} -> message (+ a fresh token and cookie)
import { accountRoute, parseBody } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/change-password";
import { withSessionCookie } from "@/lib/auth/session-response";
import { changePasswordSchema } from "@/lib/validation/auth";

export const POST = accountRoute(async ({ req, user, session }) => {
  const input = await parseBody(req, changePasswordSchema);
  const { token } = await changePassword(user, input, session.sessionId);
  return withSessionCookie({ message: "Password changed successfully!", token }, token);
});
