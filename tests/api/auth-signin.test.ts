import { and, eq } from "drizzle-orm";
import { POST as adminLoginRoute } from "@/app/api/auth/admin/login/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { balances, rateLimits, users } from "@/db/schema";
import { readToken } from "@/lib/auth/token";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp, sessionCookieOf } from "./auth-helpers";

const { db } = setupTestDb();

const signin = (body: unknown, headers = freshIp()) =>
  call(signinRoute, "/api/auth/signin", { body, headers });
const adminLogin = (body: unknown, headers = freshIp()) =>
  call(adminLoginRoute, "/api/auth/admin/login", { body, headers });

describe("POST /api/auth/signin", () => {
  it("signs a verified investor in: message, user with the USD balance as a number, token and cookie", async () => {
    const { user, password } = await createUser();
    await db()
      .update(balances)
      .set({ amount: "1500.75" })
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "USD")));
    await db()
      .update(balances)
      .set({ amount: "0.25" })
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "BITCOIN")));

    const res = await signin({ email: user.email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Login successful!",
      user: {
        id: user.id,
        email: user.email,
        name: "Test User",
        role: "INVESTOR",
        isVerified: false,
        mainBalance: 1500.75,
      },
      token: expect.any(String),
    });
    expect(await readToken(res.body.token)).toEqual({
      userId: user.id,
      role: "INVESTOR",
      tokenVersion: 0,
      sessionId: expect.any(String),
    });
    const cookie = sessionCookieOf(res.headers)!;
    expect(cookie.value).toBe(res.body.token);
    expect(cookie.attrs).toEqual(
      expect.arrayContaining(["httponly", "samesite=strict", "max-age=604800", "path=/"]),
    );
  });

  it("gives the same 401 for an unknown e-mail and a wrong password", async () => {
    const { user } = await createUser();
    const wrong = await signin({ email: user.email, password: "not-the-password" });
    const unknown = await signin({ email: uniqueEmail("nobody"), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookieOf(wrong.headers)).toBeUndefined();
  });

  it("asks an unverified investor to verify first (403, needsVerification), only after the right password", async () => {
    const { user, password } = await createUser({ emailVerified: false });
    const res = await signin({ email: user.email, password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: "Please verify your email before signing in.",
      code: "PLEASE_VERIFY_YOUR_EMAIL_BEFORE_SIGNING_IN",
      needsVerification: true,
    });
    expect(sessionCookieOf(res.headers)).toBeUndefined();
    expect((await signin({ email: user.email, password: "wrong-password" })).status).toBe(401);
  });

  it("sends administrators to the admin portal", async () => {
    const { user, password } = await createUser({ role: "ADMIN" });
    const res = await signin({ email: user.email, password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Administrators sign in through the admin portal.");
    expect(res.body.token).toBeUndefined();
  });

  it("refuses a deleted user with the generic 401", async () => {
    const { user, password } = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await signin({ email: user.email, password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid email or password");
  });

  it.each([
    ["malformed JSON", { rawBody: "{oops" }],
    ["an empty body", { body: {} }],
    ["a missing password", { body: { email: "a@example.com" } }],
    ["a bad e-mail", { body: { email: "nope", password: "x" } }],
    ["wrong types", { body: { email: 42, password: true } }],
  ])("answers 400 for %s and counts no attempt", async (_label, opts) => {
    const before = await db().select().from(rateLimits);
    const res = await call(signinRoute, "/api/auth/signin", { ...opts, headers: freshIp() });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(await db().select().from(rateLimits)).toHaveLength(before.length);
  });

  it("clears the client's counter on success, so earlier typos do not add up", async () => {
    const { user, password } = await createUser();
    const client = freshIp();
    for (let i = 0; i < 4; i++) await signin({ email: user.email, password: "typo-typo" }, client);
    expect((await signin({ email: user.email, password }, client)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signin({ email: user.email, password: "typo-typo" }, client)).status).toBe(401);
    }
    expect((await signin({ email: user.email, password }, client)).status).toBe(200);
  });

  it("limits one client address across many accounts", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await signin({ email: uniqueEmail("spray"), password: "guess-guess" }, ip)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("POST /api/auth/admin/login", () => {
  it("signs an administrator in: message, token, userData and user, cookie", async () => {
    const { user, password } = await createUser({ role: "ADMIN", name: "Root" });
    const res = await adminLogin({ email: user.email, password });
    expect(res.status).toBe(200);
    // The administrator's role tells the back office what to show.
    const userData = { id: user.id, name: "Root", email: user.email, role: "ADMIN", adminRole: "OWNER" };
    expect(res.body).toEqual({
      message: "Login successful",
      token: expect.any(String),
      userData,
      user: userData,
    });
    expect(await readToken(res.body.token)).toMatchObject({ userId: user.id, role: "ADMIN" });
    const cookie = sessionCookieOf(res.headers)!;
    expect(cookie.value).toBe(res.body.token);
    expect(cookie.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "max-age=604800"]));
  });

  it("signs in the seeded admin", async () => {
    const res = await adminLogin({ email: "admin@apex.local", password: "ApexAdmin#2026" });
    expect(res.status).toBe(200);
    expect(res.body.userData.role).toBe("ADMIN");
    expect(res.body.userData.adminRole).toBe("OWNER");
  });

  it("answers an investor's right password exactly like a wrong one", async () => {
    const { user, password } = await createUser();
    const investor = await adminLogin({ email: user.email, password });
    const wrong = await adminLogin({ email: user.email, password: "wrong-password" });
    const unknown = await adminLogin({ email: uniqueEmail(), password: "wrong-password" });
    for (const res of [investor, wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" });
      expect(sessionCookieOf(res.headers)).toBeUndefined();
    }
  });

  it("refuses a deleted administrator", async () => {
    const { user, password } = await createUser({ role: "ADMIN" });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await adminLogin({ email: user.email, password })).status).toBe(401);
  });

  it("answers 400 for malformed JSON and wrong types", async () => {
    expect(
      (await call(adminLoginRoute, "/api/auth/admin/login", { rawBody: "nope", headers: freshIp() })).status,
    ).toBe(400);
    expect((await adminLogin({ email: ["x"], password: 1 })).status).toBe(400);
  });
});
