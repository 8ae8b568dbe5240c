// The one authentication path for every route (docs/architecture.md, "Sessions"): Bearer header first, then the `token`
// cookie; then the user is re-read so deleted users, changed roles and bumped token versions take effect at once.
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { readToken, SESSION_COOKIE } from "./token";

/** What every session knows of its user: enough to authorise and to scope a query to the caller. */
export type SessionUser = Pick<User, "id" | "role" | "tokenVersion">;
/** "session": the columns above (every route); "account": the whole row, for the few routes that show or
 *  change the account itself (profile, password, preferences). Either way one query. */
export type Scope = "session" | "account";
type UserOf<S extends Scope> = S extends "account" ? User : SessionUser;
export type Session<S extends Scope = "session"> = { user: UserOf<S>; via: "bearer" | "cookie" };

// The session read runs on every signed-in request, so its SQL is built once per database handle (tests
// install several) and only the parameters change. The token version is compared in SQL: no row, no session.
const live = and(
  eq(users.id, sql.placeholder("id")),
  eq(users.tokenVersion, sql.placeholder("tokenVersion")),
  isNull(users.deletedAt),
);
const buildSessionQuery = (db: Db) =>
  db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(live)
    .limit(1)
    .prepare("session_user");
const buildAccountQuery = (db: Db) => db.select().from(users).where(live).limit(1).prepare("session_account");

const prepared = new WeakMap<
  Db,
  { session: ReturnType<typeof buildSessionQuery>; account: ReturnType<typeof buildAccountQuery> }
>();

function queries(db: Db) {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = { session: buildSessionQuery(db), account: buildAccountQuery(db) }));
  return q;
}

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
export async function sessionForToken<S extends Scope = "session">(
  token: string | undefined,
  via: Session["via"],
  scope: S = "session" as S,
): Promise<Session<S> | null> {
  const claims = await readToken(token);
  if (!claims) return null;
  const user = await liveUser(claims.userId, claims.tokenVersion, scope);
  return user ? { user, via } : null;
}

/** The user a token stands for, if it is still live: not deleted, token version unchanged. One query. */
export async function liveUser<S extends Scope = "session">(
  id: number,
  tokenVersion: number,
  scope: S = "session" as S,
): Promise<UserOf<S> | undefined> {
  const [user] = await queries(await getDb())[scope].execute({ id, tokenVersion });
  return user as UserOf<S> | undefined;
}

export async function authenticate<S extends Scope = "session">(
  request: Request,
  scope: S = "session" as S,
): Promise<Session<S> | null> {
  const auth = request.headers.get("authorization");
  const bearer = auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined;
  return bearer
    ? sessionForToken(bearer, "bearer", scope)
    : sessionForToken(sessionCookieValue(request), "cookie", scope);
}
