// Two-factor sign-in end to end through the routes: setup, enable, status, disable; the password step's
// challenge and the code step for investors and administrators; expiry (a controllable clock), single use,
// limits on wrong codes, recovery codes. Chosen statuses: a wrong code is 400 "Invalid authentication
// code." (code INVALID_TWO_FACTOR_CODE, with `attemptsLeft` at sign-in); an unknown, expired, spent or
// worn-out challenge is 401 "Your sign-in has expired. Please sign in again." (TWO_FACTOR_CHALLENGE_EXPIRED).
import { eq } from "drizzle-orm";
import { POST as adminLoginRoute } from "@/app/api/auth/admin/login/route";
import { POST as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { POST as disableRoute } from "@/app/api/auth/2fa/disable/route";
import { POST as enableRoute } from "@/app/api/auth/2fa/enable/route";
import { POST as setupRoute } from "@/app/api/auth/2fa/setup/route";
import { GET as statusRoute } from "@/app/api/auth/2fa/status/route";
import { POST as signinTwoFactorRoute } from "@/app/api/auth/signin/2fa/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { twoFactorChallenges, twoFactorRecoveryCodes, users } from "@/db/schema";
import { readToken } from "@/lib/auth/token";
import { readOutbox } from "@/lib/email/send-mail";
import { decryptText } from "@/lib/security/encryption";
import { TWO_FACTOR_MAIL_SUBJECTS } from "@/lib/two-factor/mail-two-factor-change";
import { totpCode } from "@/lib/two-factor/totp";
import { setupTestDb } from "../helpers/db";
import { createUser, DEFAULT_PASSWORD } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp, sessionCookieOf } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

// The clock: real time plus an offset the tests move forward (TOTP steps, challenge expiry).
const realNow = Date.now.bind(Date);
let offset = 0;
const advance = (seconds: number) => {
  offset += seconds * 1000;
};
beforeEach(() => {
  offset = 0;
  jest.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
});
afterEach(() => jest.restoreAllMocks());

const INVALID = { message: "Invalid authentication code.", code: "INVALID_TWO_FACTOR_CODE" };
const EXPIRED = {
  message: "Your sign-in has expired. Please sign in again.",
  code: "TWO_FACTOR_CHALLENGE_EXPIRED",
};

const setup = (token: string) => call(setupRoute, "/api/auth/2fa/setup", { token, body: {} });
/** `password` null: the body without one. */
const enable = (token: string, code: string, password: string | null = DEFAULT_PASSWORD) =>
  call(enableRoute, "/api/auth/2fa/enable", {
    token,
    body: password === null ? { code } : { code, password },
  });
/** The subjects of the mails an address received, oldest first. */
const subjectsTo = async (email: string) => {
  await runQueuedJobs();
  return (await readOutbox(email)).map((m) => m.subject).reverse();
};
const disable = (token: string, body: unknown) =>
  call(disableRoute, "/api/auth/2fa/disable", { token, body });
const status = (token: string) => call(statusRoute, "/api/auth/2fa/status", { token });
const signin = (body: unknown, headers = freshIp()) =>
  call(signinRoute, "/api/auth/signin", { body, headers });
const adminLogin = (body: unknown, headers = freshIp()) =>
  call(adminLoginRoute, "/api/auth/admin/login", { body, headers });
const secondStep = (body: unknown, headers = freshIp()) =>
  call(signinTwoFactorRoute, "/api/auth/signin/2fa", { body, headers });

/** A user with two-factor on, through the routes; the clock has moved past the step enable spent. */
async function userWithTwoFactor(opts: { role?: "INVESTOR" | "ADMIN" } = {}) {
  const created = await createUser(opts);
  const { secret } = (await setup(created.token)).body;
  const res = await enable(created.token, totpCode(secret));
  expect(res.status).toBe(200);
  advance(30);
  return { ...created, secret: secret as string, recoveryCodes: res.body.recoveryCodes as string[] };
}

async function challengeFor(email: string, password: string, login = signin) {
  const res = await login({ email, password });
  expect(res.status).toBe(200);
  return res.body.challenge as string;
}

describe("setup, enable, status", () => {
  it("sets up a pending secret, enables it with a current code, and issues ten recovery codes", async () => {
    const { user, token } = await createUser();
    expect((await status(token)).body).toEqual({ enabled: false });

    const res = await setup(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: expect.any(String),
    });
    expect(res.body.otpauthUrl).toBe(
      `otpauth://totp/Apex:${encodeURIComponent(user.email)}?issuer=Apex&secret=${res.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Pending: stored, encrypted, bound to the user, not active.
    expect((await status(token)).body).toEqual({ enabled: false });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.twoFactorEnabledAt).toBeNull();
    expect(row.twoFactorSecret!.toString("latin1")).not.toContain(res.body.secret);
    expect(decryptText(row.twoFactorSecret!, `totp:${user.id}`)).toBe(res.body.secret);

    expect(await enable(token, "000000")).toMatchObject({ status: 400, body: INVALID });
    const enabled = await enable(token, totpCode(res.body.secret));
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ recoveryCodes: expect.any(Array) });
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect((await status(token)).body).toEqual({ enabled: true });
    const stored = await db()
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(enabled.body.recoveryCodes[0]);

    // On: neither setup nor enable again.
    expect(await setup(token)).toMatchObject({
      status: 409,
      body: { message: "Two-factor authentication is already enabled." },
    });
    advance(30);
    expect((await enable(token, totpCode(res.body.secret))).status).toBe(409);
  });

  it("asks for setup before enable, and a new setup replaces the pending secret", async () => {
    const { token } = await createUser();
    expect(await enable(token, "123456")).toMatchObject({
      status: 400,
      body: { message: "Start two-factor setup first." },
    });
    const first = (await setup(token)).body.secret;
    const second = (await setup(token)).body.secret;
    expect(second).not.toBe(first);
    expect(await enable(token, totpCode(first))).toMatchObject({ status: 400, body: INVALID });
    expect((await enable(token, totpCode(second))).status).toBe(200);
  });

  it("refuses codes that are not six digits as input errors, counting nothing", async () => {
    const { token } = await createUser();
    await setup(token);
    for (const code of ["12345", "abcdef", "", 123456, null]) {
      const res = await enable(token, code as string);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.path).toBe("code");
    }
  });

  it("needs the account's password as well as the code: a session alone cannot turn it on", async () => {
    const { user, token } = await createUser();
    const { secret } = (await setup(token)).body;
    const code = totpCode(secret);
    const missing = await enable(token, code, null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "password", message: "Current password is required" }]);
    const wrong = await enable(token, code, "not-my-password");
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        message: "Password is incorrect",
        errors: [{ path: "password", message: "Password is incorrect" }],
      },
    });
    expect((await status(token)).body).toEqual({ enabled: false });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect([row.twoFactorEnabledAt, row.twoFactorLastStep]).toEqual([null, null]);
    expect(
      await db().select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    // The refused tries spent nothing: the same code, with the password, turns it on.
    expect((await enable(token, code)).status).toBe(200);
  });

  it("counts wrong passwords with the other password forms: the sixth check in 15 minutes is a 429", async () => {
    const { token } = await createUser();
    const { secret } = (await setup(token)).body;
    for (let i = 0; i < 5; i++)
      expect((await enable(token, totpCode(secret), `wrong-${i}`)).status).toBe(400);
    const limited = await enable(token, totpCode(secret));
    expect(limited.status).toBe(429);
    expect((await status(token)).body).toEqual({ enabled: false });
  });

  it("e-mails the owner when it is turned on and when it is turned off", async () => {
    const { user, password, secret, token } = await userWithTwoFactor();
    expect(await subjectsTo(user.email)).toEqual([TWO_FACTOR_MAIL_SUBJECTS.enabled]);
    const [mail] = await readOutbox(user.email);
    expect(mail.text).toContain("Two-factor authentication was turned on");
    expect(mail.text).toContain("If this was not you");
    expect((await disable(token, { password, code: totpCode(secret) })).status).toBe(200);
    expect(await subjectsTo(user.email)).toEqual([
      TWO_FACTOR_MAIL_SUBJECTS.enabled,
      TWO_FACTOR_MAIL_SUBJECTS.disabled,
    ]);
  });

  it("is for signed-in users only, administrators included", async () => {
    expect((await call(setupRoute, "/api/auth/2fa/setup", { body: {} })).status).toBe(401);
    expect((await call(statusRoute, "/api/auth/2fa/status")).status).toBe(401);
    const admin = await userWithTwoFactor({ role: "ADMIN" });
    expect((await status(admin.token)).body).toEqual({ enabled: true });
  });
});

describe("sign-in with two-factor on", () => {
  it("investor: the right password gives a challenge, no token, no cookie; the code gives the usual sign-in", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    expect((await signin({ email: user.email, password: "wrong-password" })).status).toBe(401);

    const first = await signin({ email: user.email, password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(sessionCookieOf(first.headers)).toBeUndefined();

    const res = await secondStep({ challenge: first.body.challenge, code: totpCode(secret) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Login successful!",
      user: {
        id: user.id,
        email: user.email,
        name: "Test User",
        role: "INVESTOR",
        isVerified: false,
        mainBalance: 0,
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
    expect(cookie.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/"]));

    // Single use: the same challenge again, even with the next step's fresh code, is refused.
    advance(30);
    expect(await secondStep({ challenge: first.body.challenge, code: totpCode(secret) })).toMatchObject({
      status: 401,
      body: EXPIRED,
    });
    expect(
      sessionCookieOf((await secondStep({ challenge: first.body.challenge, code: "1" })).headers),
    ).toBeUndefined();
  });

  it("admin: the admin login gives a challenge; the code gives the admin login's body and cookie", async () => {
    const { user, password, secret } = await userWithTwoFactor({ role: "ADMIN" });
    const first = await adminLogin({ email: user.email, password });
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(sessionCookieOf(first.headers)).toBeUndefined();
    // The investor portal still turns administrators away before any challenge.
    expect((await signin({ email: user.email, password })).status).toBe(403);

    const res = await secondStep({ challenge: first.body.challenge, code: totpCode(secret) });
    expect(res.status).toBe(200);
    const userData = { id: user.id, name: "Test User", email: user.email, role: "ADMIN", adminRole: "OWNER" };
    expect(res.body).toEqual({
      message: "Login successful",
      token: expect.any(String),
      userData,
      user: userData,
    });
    expect(sessionCookieOf(res.headers)!.value).toBe(res.body.token);
  });

  it("keeps the checks before the challenge: unverified e-mail, wrong portal", async () => {
    const investor = await userWithTwoFactor();
    expect((await adminLogin({ email: investor.user.email, password: investor.password })).status).toBe(401);
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, investor.user.id));
    const res = await signin({ email: investor.user.email, password: investor.password });
    expect(res.status).toBe(403);
    expect(res.body.needsVerification).toBe(true);
  });

  it("signs users without two-factor in at once, as before", async () => {
    const { user, password } = await createUser();
    const res = await signin({ email: user.email, password });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.twoFactorRequired).toBeUndefined();
    const admin = await createUser({ role: "ADMIN" });
    expect((await adminLogin({ email: admin.user.email, password: admin.password })).body.token).toEqual(
      expect.any(String),
    );
  });

  it("expires the challenge after five minutes", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const live = await challengeFor(user.email, password);
    advance(4 * 60 + 50);
    expect((await secondStep({ challenge: live, code: totpCode(secret) })).status).toBe(200);

    advance(30);
    const stale = await challengeFor(user.email, password);
    advance(5 * 60 + 1);
    expect(await secondStep({ challenge: stale, code: totpCode(secret) })).toMatchObject({
      status: 401,
      body: EXPIRED,
    });
  });

  it("refuses unknown challenges and a challenge from before a password change", async () => {
    const { user, password, secret, token } = await userWithTwoFactor();
    expect(await secondStep({ challenge: "A".repeat(43), code: totpCode(secret) })).toMatchObject({
      status: 401,
      body: EXPIRED,
    });
    const challenge = await challengeFor(user.email, password);
    const changed = await call(changePasswordRoute, "/api/auth/change-password", {
      token,
      body: { currentPassword: password, newPassword: "Another-Horse-7" },
    });
    expect(changed.status).toBe(200);
    expect(await secondStep({ challenge, code: totpCode(secret) })).toMatchObject({
      status: 401,
      body: EXPIRED,
    });
  });

  it("accepts a code once: the code just used is refused on the next challenge", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const code = totpCode(secret);
    expect((await secondStep({ challenge: await challengeFor(user.email, password), code })).status).toBe(
      200,
    );
    const again = await secondStep({ challenge: await challengeFor(user.email, password), code });
    expect(again).toMatchObject({ status: 400, body: INVALID });
  });

  it("lets a challenge take five wrong codes, then it dies even for the right one", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const challenge = await challengeFor(user.email, password);
    const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 0; left--) {
      expect(await secondStep({ challenge, code: wrong })).toMatchObject({
        status: 400,
        body: { ...INVALID, attemptsLeft: left },
      });
    }
    expect(await secondStep({ challenge, code: totpCode(secret) })).toMatchObject({
      status: 401,
      body: EXPIRED,
    });
    const [row] = await db()
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id));
    expect(row.attempts).toBe(5);
    expect(row.usedAt).toBeNull();
  });

  it("limits wrong codes per user across challenges: the 11th within 15 minutes is a 429", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
    for (let round = 0; round < 2; round++) {
      const challenge = await challengeFor(user.email, password);
      for (let i = 0; i < 5; i++) expect((await secondStep({ challenge, code: wrong })).status).toBe(400);
    }
    const challenge = await challengeFor(user.email, password);
    const limited = await secondStep({ challenge, code: totpCode(secret) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many incorrect authentication codes\. Please try again in /);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("limits wrong codes per client address across accounts", async () => {
    const client = freshIp();
    for (let i = 0; i < 6; i++) {
      const { user, password } = await userWithTwoFactor();
      const challenge = await challengeFor(user.email, password);
      for (let j = 0; j < 5; j++)
        expect((await secondStep({ challenge, code: "000001" }, client)).status).toBe(400);
    }
    const { user, password, secret } = await userWithTwoFactor();
    const challenge = await challengeFor(user.email, password);
    expect((await secondStep({ challenge, code: totpCode(secret) }, client)).status).toBe(429);
    // Another address is not held back by this one.
    expect((await secondStep({ challenge, code: totpCode(secret) })).status).toBe(200);
  });

  it("takes a recovery code instead of the app's code, once", async () => {
    const { user, password, recoveryCodes } = await userWithTwoFactor();
    const [code] = recoveryCodes;
    const res = await secondStep({ challenge: await challengeFor(user.email, password), code });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Login successful!");
    const reused = await secondStep({ challenge: await challengeFor(user.email, password), code });
    expect(reused).toMatchObject({ status: 400, body: INVALID });
    const [row] = await db()
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id))
      .orderBy(twoFactorRecoveryCodes.usedAt);
    expect(row.usedAt).not.toBeNull();
  });
});

describe("disable", () => {
  it("needs the password and a code; then sign-in gives a token at once again", async () => {
    const { user, password, secret, token, recoveryCodes } = await userWithTwoFactor();
    const wrongPassword = await disable(token, { password: "not-my-password", code: totpCode(secret) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({
      message: "Password is incorrect",
      code: "PASSWORD_IS_INCORRECT",
      errors: [{ path: "password", message: "Password is incorrect" }],
    });
    expect(
      await disable(token, { password, code: "000000" === totpCode(secret) ? "111111" : "000000" }),
    ).toMatchObject({
      status: 400,
      body: INVALID,
    });
    expect((await status(token)).body).toEqual({ enabled: true });

    const res = await disable(token, { password, code: totpCode(secret) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Two-factor authentication is off.", enabled: false });
    expect((await status(token)).body).toEqual({ enabled: false });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect([row.twoFactorSecret, row.twoFactorEnabledAt, row.twoFactorLastStep]).toEqual([null, null, null]);
    expect(
      await db().select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(recoveryCodes).toHaveLength(10);

    const signedIn = await signin({ email: user.email, password });
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect(await disable(token, { password, code: "123456" })).toMatchObject({
      status: 409,
      body: { message: "Two-factor authentication is not enabled." },
    });
  });

  it("takes a recovery code (for a lost phone), and kills open challenges", async () => {
    const { user, password, secret, token, recoveryCodes } = await userWithTwoFactor();
    const challenge = await challengeFor(user.email, password);
    expect((await disable(token, { password, code: recoveryCodes[3] })).status).toBe(200);
    expect(await secondStep({ challenge, code: totpCode(secret) })).toMatchObject({
      status: 401,
      body: EXPIRED,
    });
  });

  it("requires both fields", async () => {
    const { token } = await userWithTwoFactor();
    expect((await disable(token, {})).status).toBe(400);
    expect((await disable(token, { password: "x" })).body.errors[0].path).toBe("code");
  });
});

describe("enable, twice at once", () => {
  it("enables once: the other request gets 409, and one set of recovery codes stands", async () => {
    const { user, token } = await createUser();
    const { secret } = (await setup(token)).body;
    const code = totpCode(secret);
    const [a, b] = await Promise.all([enable(token, code), enable(token, code)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const stored = await db()
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(winner.body.recoveryCodes).toHaveLength(10);
  });
});
