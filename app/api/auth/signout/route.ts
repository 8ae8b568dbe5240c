// POST /api/auth/signout -> ends the session on the server, then clears the cookie; works without a session too
import { publicRoute } from "@/lib/api/route";
import { signOut } from "@/lib/auth/sign-out";
import { withoutSessionCookie } from "@/lib/auth/session-response";

export const POST = publicRoute(async ({ req }) => {
  await signOut(req);
  return withoutSessionCookie({ message: "Signed out" });
});
