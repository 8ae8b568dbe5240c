// POST /api/auth/signout -> clears the session cookie; works without a session too
import { publicRoute } from "@/lib/api/route";
import { withoutSessionCookie } from "@/lib/auth/session-response";

export const POST = publicRoute(async () => withoutSessionCookie({ message: "Signed out" }));
