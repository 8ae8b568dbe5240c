// The session read of every signed-in request (lib/auth/authenticate.ts): on Postgres it goes straight to
// postgres-js with drizzle's own SQL, and the token's decryption is remembered (lib/auth/token-cache.ts). Neither
// may let a session live one request longer: a token verified (and cached) a moment ago is refused on the very
// next read once its session is signed out, revoked, idle, or its user changed password or was deleted, also
// when another app instance (its own pool on the same database) made the change.
import { eq } from "drizzle-orm";
import { openPostgres, type Db, type Handle } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { sessionForToken } from "@/lib/auth/authenticate";
import { cachedClaims, readToken } from "@/lib/auth/token";
import { setClockOffsetForTests } from "@/lib/clock";
import { onPostgres, setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";

const { db } = setupTestDb();
const MINUTE = 60_000;

// On Postgres, "another instance": a pool of its own on the same database, as a second app server has.
let other: Handle | undefined;
beforeAll(async () => {
  if (onPostgres) other = await openPostgres(urlOf(db()), { max: 2 });
});
afterAll(async () => {
  await other?.close();
});
afterEach(() => setClockOffsetForTests(0));

function urlOf(d: Db): string {
  const { host, port, database, user } = (d as unknown as { $client: { options: Record<string, unknown> } })
    .$client.options as { host: string[]; port: number[]; database: string; user: string };
  return `postgres://${user}@${host[0]}:${port[0]}/${database}`;
}
/** Where the change is made: another instance's pool on Postgres, this one's database on PGlite. */
const elsewhere = (): Db => other?.db ?? db();

async function verifiedSession() {
  const { user, token } = await createUser();
  const session = await sessionForToken(token, "bearer");
  expect(session?.user.id).toBe(user.id);
  expect(cachedClaims(token)).not.toBeUndefined(); // its decryption is remembered now
  return { user, token, sessionId: session!.sessionId };
}

describe("the session read", () => {
  it("gives the same user as the whole-account read", async () => {
    const { user, token } = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
    const session = await sessionForToken(token, "bearer");
    const account = await sessionForToken(token, "bearer", "account");
    expect(session!.user).toEqual({
      id: user.id,
      role: "ADMIN",
      adminRole: "SUPPORT",
      tokenVersion: account!.user.tokenVersion,
    });
    expect(account!.user).toMatchObject(session!.user);
  });

  (onPostgres ? it : it.skip)("goes straight to postgres-js on Postgres, with drizzle's SQL", async () => {
    const client = (db() as unknown as { $client: { unsafe: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, "unsafe");
    try {
      const { token } = await createUser();
      spy.mockClear();
      expect(await sessionForToken(token, "bearer")).not.toBeNull();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(String(spy.mock.calls[0][0])).toMatch(/from "users" inner join "sessions"/);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses a cached token on the next read once its session is signed out", async () => {
    const { token, sessionId } = await verifiedSession();
    await elsewhere().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    expect(await sessionForToken(token, "bearer")).toBeNull();
    expect(await readToken(token)).not.toBeNull(); // the token itself is still well signed: the row decides
  });

  it("refuses a cached token once its user's token version changed (a password change)", async () => {
    const { user, token } = await verifiedSession();
    await elsewhere()
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    expect(await sessionForToken(token, "bearer")).toBeNull();
  });

  it("refuses a cached token once its user is deleted", async () => {
    const { user, token } = await verifiedSession();
    await elsewhere().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(await sessionForToken(token, "bearer")).toBeNull();
  });

  it("refuses a cached token once its session is idle past the user's timeout", async () => {
    const { token } = await verifiedSession();
    setClockOffsetForTests(29 * MINUTE);
    expect(await sessionForToken(token, "bearer", "session", { activity: false })).not.toBeNull();
    setClockOffsetForTests(31 * MINUTE);
    expect(await sessionForToken(token, "bearer")).toBeNull();
  });

  it("writes last-seen when it is stale, from the same read", async () => {
    const { token, sessionId } = await verifiedSession();
    setClockOffsetForTests(2 * MINUTE);
    const before = Date.now();
    expect(await sessionForToken(token, "bearer")).not.toBeNull();
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before + 2 * MINUTE - 1_000);
  });
});
