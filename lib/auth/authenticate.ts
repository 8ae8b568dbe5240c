// The one authentication path for every route (design.md, "Auth"): Bearer header first, then the `token`
// cookie; then the user is re-read so deleted users, changed roles and bumped token versions take effect at once.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { readToken, SESSION_COOKIE } from "./token";

export type Session = { user: User; via: "bearer" | "cookie" };

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      try {
        return decodeURIComponent(v.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The raw `token` cookie of a request, if any. */
export function sessionCookieValue(request: Request): string | undefined {
  return cookieValue(request.headers.get("cookie"), SESSION_COOKIE) || undefined;
}

/** The live session a token stands for: signature, expiry, then the user as the database has it now. */
export async function sessionForToken(
  token: string | undefined,
  via: Session["via"],
): Promise<Session | null> {
  const claims = await readToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return { user, via };
}

export async function authenticate(request: Request): Promise<Session | null> {
  const auth = request.headers.get("authorization");
  const bearer = auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined;
  return bearer ? sessionForToken(bearer, "bearer") : sessionForToken(sessionCookieValue(request), "cookie");
}
