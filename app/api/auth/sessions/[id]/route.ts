// DELETE /api/auth/sessions/{id} -> message: signs out one of the caller's own sessions (anyone else's: 404).
// Ending the current one is a sign-out, so its cookie goes too.
import { userRoute } from "@/lib/api/route";
import { revokeSession } from "@/lib/auth/revoke-sessions";
import { withoutSessionCookie } from "@/lib/auth/session-response";

export const DELETE = userRoute(async ({ params, user, session }) => {
  await revokeSession(user.id, params.id);
  const body = { message: "Session signed out" };
  return params.id === session.sessionId ? withoutSessionCookie(body) : body;
});
