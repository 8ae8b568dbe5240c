import { sessionCookieValue } from "./authenticate";
import { endSession } from "./revoke-sessions";
import { readToken } from "./token";

/**
 * Ends the sessions the request's tokens name (the bearer and the cookie, when both are sent), so neither
 * token answers again, as a bearer or a cookie. Another site's page is refused like at every public
 * mutation (lib/api/route.ts); a token's claims are trusted only once its encryption checks out.
 */
export async function signOut(req: Request): Promise<void> {
  const auth = req.headers.get("authorization");
  const bearer = auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined;
  for (const token of new Set([bearer, sessionCookieValue(req)])) {
    const claims = await readToken(token);
    if (claims) await endSession(claims.userId, claims.sessionId);
  }
}
