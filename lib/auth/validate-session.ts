import { NextResponse } from "next/server";
import { authenticate, sessionCookieValue, sessionForToken } from "./authenticate";
import { withoutSessionCookie } from "./session-response";

/** POST /api/validate: always 200, `{ isAuthenticated, role? }`. */
export async function validateSession(req: Request): Promise<NextResponse> {
  const session = await authenticate(req);
  const body = session ? { isAuthenticated: true, role: session.user.role } : { isAuthenticated: false };
  // middleware.ts trusts any well-signed cookie, so a dead one (password changed, user deleted, session
  // signed out, revoked or idle past its timeout) would bounce /login to /dashboard forever; pages cannot
  // clear an httpOnly cookie, so the answer clears it.
  const cookie = sessionCookieValue(req);
  if (cookie && session?.via !== "cookie" && !(await sessionForToken(cookie, "cookie"))) {
    return withoutSessionCookie(body);
  }
  return NextResponse.json(body);
}
