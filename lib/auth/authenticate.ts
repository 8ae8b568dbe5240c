// The one authentication path for every route (docs/architecture.md, "Sessions"): Bearer header first, then the `token` cookie; then the user
// and the session the token names are re-read together, so deleted users, changed roles, bumped token
// versions, revoked sessions and idle timeouts take effect at once.
import { and, eq, fillPlaceholders, getTableColumns, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { sessions, users, type User } from "@/db/schema";
import { now } from "@/lib/clock";
import { BACKGROUND_HEADER } from "@/lib/user-activity";
import { cachedClaims, readToken, SESSION_COOKIE } from "./token";

/** What every session knows of its user: enough to authorise and to scope a query to the caller. */
export type SessionUser = Pick<User, "id" | "role" | "adminRole" | "tokenVersion">;
/** "session": the columns above (every route); "account": the whole row, for the few routes that show or
 *  change the account itself (profile, password, preferences). Either way one query. */
export type Scope = "session" | "account";
type UserOf<S extends Scope> = S extends "account" ? User : SessionUser;
export type Session<S extends Scope = "session"> = {
  user: UserOf<S>;
  via: "bearer" | "cookie";
  /** The sessions row the token names (claim `sid`). */
  sessionId: string;
};

/** Last-seen is written at most this often per session: a busy session costs one UPDATE a minute. */
export const LAST_SEEN_EVERY_MS = 60_000;

// The session read runs on every signed-in request, so its SQL is built once per database handle (tests
// install several) and only the parameters change. User and session are checked in the same statement (a
// primary-key join): no row, no session. A session idle longer than its user's timeout has no row either;
// "now" is a parameter so the rule follows lib/clock.ts.
const nowParam = sql`${sql.placeholder("now")}::timestamptz`;
const live = and(
  eq(users.id, sql.placeholder("id")),
  eq(users.tokenVersion, sql.placeholder("tokenVersion")),
  isNull(users.deletedAt),
  // A locked account's sessions were all ended; this refuses any a sign-in racing the lock could have opened.
  isNull(users.lockedAt),
  eq(sessions.id, sql.placeholder("sessionId")),
  isNull(sessions.revokedAt),
  gt(sessions.lastSeenAt, sql`${nowParam} - ${users.sessionTimeout} * interval '1 minute'`),
);
// Whether last-seen is due for a write (LAST_SEEN_EVERY_MS), judged in SQL against the same "now" as the idle
// rule and the guarded UPDATE below, so the three never disagree about a boundary.
const stale = sql<boolean>`${sessions.lastSeenAt} < ${nowParam} - interval '1 minute'`.as("stale");
const buildSessionQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      adminRole: users.adminRole,
      tokenVersion: users.tokenVersion,
      stale,
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(live)
    .limit(1)
    .prepare("session_user");
const buildAccountQuery = (db: Db) =>
  db
    .select({ ...getTableColumns(users), stale })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(live)
    .limit(1)
    .prepare("session_account");
// Guarded: of the requests that found last-seen stale at the same moment, the first one writes.
const buildTouchQuery = (db: Db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${nowParam}` })
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        // One minute: LAST_SEEN_EVERY_MS.
        lt(sessions.lastSeenAt, sql`${nowParam} - interval '1 minute'`),
      ),
    )
    .prepare("session_touch");
// The user alone, as before sessions existed: only the bench's bare twin of POST /api/validate uses it.
const buildUserQuery = (db: Db) =>
  db
    .select({ id: users.id, role: users.role, adminRole: users.adminRole, tokenVersion: users.tokenVersion })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder("id")),
        eq(users.tokenVersion, sql.placeholder("tokenVersion")),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare("live_user");

// On Postgres the session read goes straight to postgres-js: the very text and parameters drizzle built for
// buildSessionQuery (taken from it once, so the two cannot drift), through the same client, hence the same
// prepared-statement handling (db/prepared-statements.ts wraps `unsafe`). What it skips is drizzle's execute:
// a tracing span, a result-cache lookup, the row mapper and some eight promises per call, each of which also
// pays for async-context tracking inside a Next.js request. PGlite, and a transaction's handle (whose queries
// must use its own connection), keep drizzle's path.
type SessionRow = SessionUser & { stale: boolean };
type RawClient = { unsafe(text: string, params: unknown[]): { values(): PromiseLike<unknown[][]> } };
type RawSessionQuery = { client: RawClient; text: string; params: unknown[] };

function rawSessionQuery(db: Db, query: { getQuery(): { sql: string; params: unknown[] } }) {
  const client = (db as { $client?: { unsafe?: unknown; begin?: unknown } }).$client;
  if (!client || typeof client.unsafe !== "function" || typeof client.begin !== "function") return undefined;
  const { sql: text, params } = query.getQuery();
  return { client: client as RawClient, text, params };
}

/** The session row of the raw read's answer (columns in buildSessionQuery's order), if any. */
function sessionRow(rows: unknown[][]): SessionRow | undefined {
  if (!rows[0]) return undefined;
  const [id, role, adminRole, tokenVersion, stale] = rows[0] as [
    number,
    SessionUser["role"],
    SessionUser["adminRole"],
    number,
    boolean,
  ];
  return { id, role, adminRole, tokenVersion, stale };
}

type Queries = {
  session: ReturnType<typeof buildSessionQuery>;
  account: ReturnType<typeof buildAccountQuery>;
  touch: ReturnType<typeof buildTouchQuery>;
  user: ReturnType<typeof buildUserQuery>;
  raw: RawSessionQuery | undefined;
};
const prepared = new WeakMap<Db, Queries>();

function queries(db: Db): Queries {
  let q = prepared.get(db);
  if (!q) {
    const session = buildSessionQuery(db);
    q = {
      session,
      account: buildAccountQuery(db),
      touch: buildTouchQuery(db),
      user: buildUserQuery(db),
      raw: rawSessionQuery(db, session),
    };
    prepared.set(db, q);
  }
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

/** The live session a token stands for: signature, expiry, then user and session as the database has them. */
export async function sessionForToken<S extends Scope = "session">(
  token: string | undefined,
  via: Session["via"],
  scope: S = "session" as S,
  { activity = true }: { activity?: boolean } = {},
): Promise<Session<S> | null> {
  // A token this process has verified before skips the decryption (its expiry is checked all the same).
  const known = cachedClaims(token);
  const claims = known === undefined ? await readToken(token) : known;
  if (!claims) return null;
  const at = now();
  const q = queries(await getDb());
  const values = {
    id: claims.userId,
    tokenVersion: claims.tokenVersion,
    sessionId: claims.sessionId,
    now: at.toISOString(),
  };
  const row =
    scope === "session" && q.raw
      ? sessionRow(await q.raw.client.unsafe(q.raw.text, fillPlaceholders(q.raw.params, values)).values())
      : (await q[scope].execute(values))[0];
  if (!row) return null;
  const { stale: lastSeenStale, ...user } = row;
  // Only when the read shows last-seen is stale, so a busy session costs one write a minute, not one a request.
  // A background refresh (an open tab polling the bell or balances) is no sign of a person: it is answered but
  // does not keep the session from going idle.
  if (activity && lastSeenStale) {
    await q.touch.execute({ sessionId: claims.sessionId, now: at.toISOString() });
  }
  return { user: user as UserOf<S>, via, sessionId: claims.sessionId };
}

/** The user alone, live: not deleted, token version unchanged. Only the bench's bare twin of POST /api/validate
 *  calls it (the same user read as authentication, minus the token and the session). */
export async function liveUser(id: number, tokenVersion: number): Promise<SessionUser | undefined> {
  const [user] = await queries(await getDb()).user.execute({ id, tokenVersion });
  return user;
}

/** The token of an `Authorization: Bearer` header, if any. */
export function bearerToken(request: Request): string | undefined {
  const auth = request.headers.get("authorization");
  return auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined;
}

// Not `async`: it hands on sessionForToken's own promise rather than wrapping it in another one (every promise
// costs a little more inside a Next.js request, which tracks async context).
export function authenticate<S extends Scope = "session">(
  request: Request,
  scope: S = "session" as S,
): Promise<Session<S> | null> {
  const bearer = bearerToken(request);
  const options = { activity: request.headers.get(BACKGROUND_HEADER) !== "1" };
  return bearer
    ? sessionForToken(bearer, "bearer", scope, options)
    : sessionForToken(sessionCookieValue(request), "cookie", scope, options);
}
