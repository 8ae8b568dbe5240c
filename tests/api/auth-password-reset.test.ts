import { and, eq, isNull } from "drizzle-orm";
import { POST as forgotRoute } from "@/app/api/auth/forgot-password/route";
import { POST as resetRoute } from "@/app/api/auth/reset-password/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as validateRoute } from "@/app/api/validate/route";
import { passwordResetTokens, sessions, users } from "@/db/schema";
import { hashResetToken } from "@/lib/auth/reset-token";
import { readOutbox } from "@/lib/email/send-mail";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp, mailedResetToken } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

// The link is mailed after the answer (a queued job); the helper runs it.
const forgot = async (body: unknown, headers = freshIp()) => {
  const res = await call(forgotRoute, "/api/auth/forgot-password", { body, headers });
  await runQueuedJobs();
  return res;
};
const reset = (body: unknown) => call(resetRoute, "/api/auth/reset-password", { body });
const signin = (email: string, password: string) =>
  call(signinRoute, "/api/auth/signin", { body: { email, password }, headers: freshIp() });

const SENT = { message: "If this email exists, a reset link has been sent." };
const DONE = { message: "Password reset successful! You can now log in." };
const INVALID = {
  message: "This reset link is invalid or has expired.",
  code: "THIS_RESET_LINK_IS_INVALID_OR_HAS_EXPIRED",
};
const NEW_PASSWORD = "brand-new-password";

async function requestLink(email: string) {
  expect((await forgot({ email })).status).toBe(200);
  return mailedResetToken(email);
}

describe("POST /api/auth/forgot-password", () => {
  it("mails a one-hour link to /reset-password/<token> and stores only the token's hash", async () => {
    const { user } = await createUser();
    const res = await forgot({ email: user.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    const [mail] = await readOutbox(user.email);
    const token = await mailedResetToken(user.email);
    expect(mail.text).toContain(`http://localhost:3000/reset-password/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const rows = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("logs the link to the server log when no SMTP server is configured", async () => {
    const { user } = await createUser();
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    try {
      await forgot({ email: user.email });
      const token = await mailedResetToken(user.email);
      expect(log.mock.calls.flat().join("\n")).toContain(`/reset-password/${token}`);
    } finally {
      log.mockRestore();
    }
  });

  it("answers an unknown e-mail exactly like a known one, and mails nothing", async () => {
    const { user } = await createUser();
    const unknown = uniqueEmail("ghost");
    const known = await forgot({ email: user.email });
    const missing = await forgot({ email: unknown });
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    expect(missing.headers.get("content-type")).toBe(known.headers.get("content-type"));
    expect(await readOutbox(unknown)).toHaveLength(0);
  });

  it("sends nothing for a deleted user", async () => {
    const { user } = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await forgot({ email: user.email })).body).toEqual(SENT);
    expect(await readOutbox(user.email)).toHaveLength(0);
  });

  it("is rate-limited per e-mail and client (3 an hour), for unknown addresses too", async () => {
    const email = uniqueEmail("ghost");
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await forgot({ email }, ip)).status).toBe(200);
    const res = await forgot({ email }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password reset requests\. Please try again in/);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("strangers asking for an address cannot stop its owner getting a link", async () => {
    const { user } = await createUser();
    // Before, three requests from anyone stopped everyone for an hour.
    for (let i = 0; i < 12; i++) expect((await forgot({ email: user.email })).status).toBe(200);
    const owner = freshIp();
    const res = await forgot({ email: user.email }, owner);
    expect(res.status).toBe(200);
    const rows = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(13);
    expect(await mailedResetToken(user.email)).toEqual(expect.any(String));
  });

  it("caps the mail one address gets from clients that already asked for it (10 an hour), never a first request", async () => {
    const email = uniqueEmail("flooded");
    const repeat = freshIp();
    expect((await forgot({ email }, repeat)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await forgot({ email })).status).toBe(200);
    // Ten asked for this address this hour: a client asking again waits, a client asking first does not.
    const again = await forgot({ email }, repeat);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too many password reset requests\./);
    expect((await forgot({ email })).status).toBe(200);
  });

  it("is rate-limited per client address (20 an hour)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await forgot({ email: uniqueEmail("many") }, ip)).status).toBe(200);
    expect((await forgot({ email: uniqueEmail("many") }, ip)).status).toBe(429);
  });

  it.each([
    ["malformed JSON", { rawBody: "{bad" }],
    ["a missing e-mail", { body: {} }],
    ["a bad e-mail", { body: { email: "not-an-email" } }],
  ])("answers 400 for %s", async (_label, opts) => {
    const res = await call(forgotRoute, "/api/auth/forgot-password", { ...opts, headers: freshIp() });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, and the old password and old tokens stop working", async () => {
    const { user, token: oldToken, password } = await createUser();
    const link = await requestLink(user.email);
    const res = await reset({ token: link, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DONE);
    expect((await signin(user.email, password)).status).toBe(401);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    const validate = await call(validateRoute, "/api/validate", { method: "POST", token: oldToken });
    expect(validate.body).toEqual({ isAuthenticated: false });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.tokenVersion).toBe(user.tokenVersion + 1);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // The old session rows are ended too (the sessions list shows none of them).
    const live = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1); // the sign-in with the new password just now
  });

  it("accepts a link only once", async () => {
    const { user } = await createUser();
    const link = await requestLink(user.email);
    expect((await reset({ token: link, password: NEW_PASSWORD })).status).toBe(200);
    const again = await reset({ token: link, password: "another-password" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets only one of two racing requests use a link", async () => {
    const { user } = await createUser();
    const link = await requestLink(user.email);
    const results = await Promise.all([
      reset({ token: link, password: "racing-password-a" }),
      reset({ token: link, password: "racing-password-b" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.tokenVersion).toBe(user.tokenVersion + 1);
  });

  it("refuses an expired link and leaves the password alone", async () => {
    const { user, password } = await createUser();
    const link = await requestLink(user.email);
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset({ token: link, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect((await signin(user.email, password)).status).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const res = await reset({ token: "A".repeat(43), password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it("voids the other links mailed earlier once one is used", async () => {
    const { user } = await createUser();
    const first = await requestLink(user.email);
    await new Promise((r) => setTimeout(r, 5)); // the outbox orders mail by millisecond
    const second = await requestLink(user.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: second, password: NEW_PASSWORD })).status).toBe(200);
    expect((await reset({ token: first, password: "yet-another-pass" })).body).toEqual(INVALID);
  });

  it("refuses the link of a user deleted since", async () => {
    const { user } = await createUser();
    const link = await requestLink(user.email);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await reset({ token: link, password: NEW_PASSWORD })).body).toEqual(INVALID);
  });

  it.each([
    ["malformed JSON", { rawBody: "nope" }],
    ["a missing token", { body: { password: NEW_PASSWORD } }],
    ["a short password", { body: { token: "x".repeat(43), password: "short" } }],
    ["wrong types", { body: { token: 5, password: ["x"] } }],
  ])("answers 400 for %s", async (_label, opts) => {
    const res = await call(resetRoute, "/api/auth/reset-password", opts);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it("keeps the link usable when the new password is rejected", async () => {
    const { user } = await createUser();
    const link = await requestLink(user.email);
    expect((await reset({ token: link, password: "short" })).status).toBe(400);
    expect((await reset({ token: link, password: NEW_PASSWORD })).status).toBe(200);
  });
});
