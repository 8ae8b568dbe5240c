import { eq } from "drizzle-orm";
import { POST as changeRoute } from "@/app/api/auth/change-password/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { GET as userRoute } from "@/app/api/user/route";
import { rateLimits, users } from "@/db/schema";
import { readToken } from "@/lib/auth/token";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";
import { freshIp, SAME_ORIGIN, sessionCookieOf } from "./auth-helpers";

const { db } = setupTestDb();

const NEW_PASSWORD = "a-better-password";
const change = (body: unknown, opts: CallOptions) =>
  call(changeRoute, "/api/auth/change-password", { body, ...opts });
const signin = (email: string, password: string) =>
  call(signinRoute, "/api/auth/signin", { body: { email, password }, headers: freshIp() });

describe("POST /api/auth/change-password", () => {
  it("changes the password, ends every other session and hands the caller a fresh token and cookie", async () => {
    const { user, token, password } = await createUser();
    const otherDevice = (await signin(user.email, password)).body.token;
    const res = await change({ currentPassword: password, newPassword: NEW_PASSWORD }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password changed successfully!", token: expect.any(String) });
    expect(await readToken(res.body.token)).toMatchObject({
      userId: user.id,
      tokenVersion: user.tokenVersion + 1,
    });
    const cookie = sessionCookieOf(res.headers)!;
    expect(cookie.value).toBe(res.body.token);
    expect(cookie.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "max-age=604800"]));

    expect((await call(userRoute, "/api/user", { token })).status).toBe(401);
    expect((await call(userRoute, "/api/user", { token: otherDevice })).status).toBe(401);
    expect((await call(userRoute, "/api/user", { token: res.body.token })).status).toBe(200);
    expect((await signin(user.email, password)).status).toBe(401);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password on currentPassword and changes nothing", async () => {
    const { user, token } = await createUser();
    const res = await change({ currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Current password is incorrect",
      code: "CURRENT_PASSWORD_IS_INCORRECT",
      errors: [{ path: "currentPassword", message: "Current password is incorrect" }],
    });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(user.passwordHash);
    expect(row.tokenVersion).toBe(user.tokenVersion);
  });

  it("stops guessing the current password after 5 tries", async () => {
    const { token, password } = await createUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await change({ currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD }, { token })).status,
      ).toBe(400);
    }
    const res = await change({ currentPassword: password, newPassword: NEW_PASSWORD }, { token });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password attempts\./);
  });

  it("answers 401 without a session and for a soft-deleted user", async () => {
    expect((await change({ currentPassword: "x", newPassword: NEW_PASSWORD }, {})).status).toBe(401);
    const { user, token, password } = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await change({ currentPassword: password, newPassword: NEW_PASSWORD }, { token })).status).toBe(
      401,
    );
  });

  it.each([
    ["malformed JSON", { rawBody: "{" }],
    ["a missing current password", { body: { newPassword: NEW_PASSWORD } }],
    ["a short new password", { body: { currentPassword: "whatever", newPassword: "short" } }],
    ["a 129-character new password", { body: { currentPassword: "whatever", newPassword: "x".repeat(129) } }],
    ["wrong types", { body: { currentPassword: 1, newPassword: 2 } }],
  ])("answers 400 for %s and writes nothing", async (_label, opts) => {
    const { user, token } = await createUser();
    const res = await call(changeRoute, "/api/auth/change-password", { ...opts, token });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.tokenVersion).toBe(user.tokenVersion);
    expect(
      await db()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `change-password:user:${user.id}`)),
    ).toHaveLength(0);
  });

  describe("with the cookie instead of a Bearer token", () => {
    it("refuses a POST without an Origin header", async () => {
      const { user, token, password } = await createUser();
      const res = await change(
        { currentPassword: password, newPassword: NEW_PASSWORD },
        { cookie: `token=${token}` },
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Cross-site request refused");
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row.tokenVersion).toBe(user.tokenVersion);
    });

    it("refuses a POST from another site", async () => {
      const { token, password } = await createUser();
      const res = await change(
        { currentPassword: password, newPassword: NEW_PASSWORD },
        { cookie: `token=${token}`, headers: { origin: "https://evil.example", host: "localhost:3000" } },
      );
      expect(res.status).toBe(403);
    });

    it("accepts a POST whose Origin matches the Host", async () => {
      const { token, password } = await createUser();
      const res = await change(
        { currentPassword: password, newPassword: NEW_PASSWORD },
        { cookie: `token=${token}`, headers: SAME_ORIGIN },
      );
      expect(res.status).toBe(200);
      expect(sessionCookieOf(res.headers)?.value).toBe(res.body.token);
    });
  });
});
