import { and, eq } from "drizzle-orm";
import { POST as signoutRoute } from "@/app/api/auth/signout/route";
import { GET as userRoute } from "@/app/api/user/route";
import { POST as validateRoute } from "@/app/api/validate/route";
import { balances, users } from "@/db/schema";
import { authenticate } from "@/lib/auth/authenticate";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { sessionCookieOf } from "./auth-helpers";

const { db } = setupTestDb();

const validate = (opts: Parameters<typeof call>[2] = {}) =>
  call(validateRoute, "/api/validate", { method: "POST", ...opts });

describe("POST /api/validate", () => {
  it("is true with the role for a live Bearer token", async () => {
    const { token } = await createUser();
    const res = await validate({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isAuthenticated: true, role: "INVESTOR" });
  });

  it("is true for an admin's cookie", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const res = await validate({ cookie: `token=${token}` });
    expect(res.body).toEqual({ isAuthenticated: true, role: "ADMIN" });
    expect(sessionCookieOf(res.headers)).toBeUndefined();
  });

  it.each([
    ["no token", {}],
    ["garbage", { token: "not-a-token" }],
    ["an empty bearer", { headers: { authorization: "Bearer " } }],
    ["a malformed cookie", { cookie: "token=%E0%A4%A" }],
  ])("answers 200 and false for %s", async (_label, opts) => {
    const res = await validate(opts);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isAuthenticated: false });
  });

  it("turns false once the user is soft-deleted, and clears the dead cookie", async () => {
    const { user, token } = await createUser();
    expect((await validate({ cookie: `token=${token}` })).body.isAuthenticated).toBe(true);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await validate({ cookie: `token=${token}` });
    expect(res.body).toEqual({ isAuthenticated: false });
    const cleared = sessionCookieOf(res.headers)!;
    expect(cleared.value).toBe("");
    expect(cleared.attrs).toContain("max-age=0");
    expect((await validate({ token })).body.isAuthenticated).toBe(false);
  });

  it("is false for a token minted before the token version was bumped", async () => {
    const { user, token } = await createUser();
    await db().update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await validate({ token })).body).toEqual({ isAuthenticated: false });
    const fresh = await signedInToken({ ...user, tokenVersion: 1 });
    expect((await validate({ token: fresh })).body.isAuthenticated).toBe(true);
  });

  it("keeps a live cookie when only a stale Bearer token fails", async () => {
    const { user, token } = await createUser();
    const stale = await signedInToken({ ...user, tokenVersion: 7 });
    const res = await validate({ token: stale, cookie: `token=${token}` });
    expect(res.body.isAuthenticated).toBe(false);
    expect(sessionCookieOf(res.headers)).toBeUndefined();
  });
});

describe("GET /api/user", () => {
  it("returns the public user with the USD balance", async () => {
    const { user, token } = await createUser({ name: "Grace Hopper" });
    await db()
      .update(balances)
      .set({ amount: "42.5" })
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "USD")));
    const res = await call(userRoute, "/api/user", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: user.id,
        name: "Grace Hopper",
        email: user.email,
        phone: "+12025550123",
        role: "INVESTOR",
        isVerified: false,
        emailVerified: true,
        createdAt: user.createdAt.toISOString(),
        mainBalance: 42.5,
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|tokenVersion|pin/i);
  });

  it("works with the cookie on a GET without an Origin header", async () => {
    const { token } = await createUser();
    expect((await call(userRoute, "/api/user", { cookie: `token=${token}` })).status).toBe(200);
  });

  it("answers 401 without a session, and after the user is soft-deleted", async () => {
    expect((await call(userRoute, "/api/user")).status).toBe(401);
    const { user, token } = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await call(userRoute, "/api/user", { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTHENTICATION_REQUIRED" });
  });
});

describe("authenticate", () => {
  const bearer = (token: string) =>
    new Request("http://localhost:3000/api/user", { headers: { authorization: `Bearer ${token}` } });

  it("reads only what a session needs, as the database has it now", async () => {
    const { user, token } = await createUser({ role: "ADMIN" });
    const session = await authenticate(bearer(token));
    expect(session).toEqual({
      user: { id: user.id, role: "ADMIN", adminRole: "OWNER", tokenVersion: 0 },
      via: "bearer",
      sessionId: expect.any(String),
    });
    await db().update(users).set({ role: "INVESTOR" }).where(eq(users.id, user.id));
    expect((await authenticate(bearer(token)))?.user.role).toBe("INVESTOR");
  });

  it("reads the whole account for the account routes, under the same checks", async () => {
    const { user, token } = await createUser({ name: "Ada" });
    expect((await authenticate(bearer(token), "account"))?.user).toMatchObject({ id: user.id, name: "Ada" });
    await db().update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect(await authenticate(bearer(token), "account")).toBeNull();
    expect((await call(userRoute, "/api/user", { token })).status).toBe(401);
  });
});

describe("POST /api/auth/signout", () => {
  it("clears the session cookie", async () => {
    const { token } = await createUser();
    const res = await call(signoutRoute, "/api/auth/signout", { method: "POST", cookie: `token=${token}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Signed out" });
    const cookie = sessionCookieOf(res.headers)!;
    expect(cookie.value).toBe("");
    expect(cookie.attrs).toEqual(
      expect.arrayContaining(["max-age=0", "httponly", "samesite=strict", "path=/"]),
    );
  });

  it("works without a session too", async () => {
    const res = await call(signoutRoute, "/api/auth/signout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res.headers)?.attrs).toContain("max-age=0");
  });
});
