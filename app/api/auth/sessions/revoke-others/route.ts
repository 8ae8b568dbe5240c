// POST /api/auth/sessions/revoke-others -> message, count: signs out every session of the caller but this one.
import { getDb } from "@/db/client";
import { userRoute } from "@/lib/api/route";
import { revokeAllSessions } from "@/lib/auth/revoke-sessions";

export const POST = userRoute(async ({ user, session }) => {
  const count = await revokeAllSessions(await getDb(), user.id, session.sessionId);
  return { message: "All other sessions signed out", count };
});
