// The authentication every signed-in route ran before that read was made cheap (docs/decisions.md,
// "Sessions"), kept only as the bench's "before" twin (GET /api/bench/balances-before): next-auth's own
// `decode`, which derives the key with HKDF on every call, then the whole users row read with a query built
// per request and the token version checked in JS.
import { and, eq, isNull } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { unauthorized } from "@/lib/api/errors";
import { bearerToken, liveUser } from "@/lib/auth/authenticate";
import { authSecret } from "@/lib/auth/secret";
import { readToken } from "@/lib/auth/token";

export async function legacyAuthenticate(req: Request) {
  const token = bearerToken(req);
  const claims = token ? await decode({ token, secret: authSecret() }).catch(() => null) : null;
  if (!claims) throw unauthorized();
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, Number(claims.sub)), isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.tokenVersion !== Number(claims.tv)) throw unauthorized();
  return user;
}

/** The authentication of before server-side sessions: the token read as today, then the live user alone
 *  (one prepared query), no session row. GET /api/bench/balances-before-sessions. */
export async function authenticateWithoutSessions(req: Request) {
  const claims = await readToken(bearerToken(req));
  const user = claims && (await liveUser(claims.userId, claims.tokenVersion));
  if (!user) throw unauthorized();
  return user;
}
