// GET /api/auth/sessions -> { sessions: [{ id, device, ip, createdAt, lastSeenAt, current }] }: the caller's
// active sessions, newest first. Investors and admins.
import { userRoute } from "@/lib/api/route";
import { listSessions } from "@/lib/auth/list-sessions";

export const GET = userRoute(async ({ user, session }) => listSessions(user.id, session.sessionId));
