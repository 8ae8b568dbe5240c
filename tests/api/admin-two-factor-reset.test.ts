// POST /api/admin/users/{id}/two-factor/reset: the way back for a user who lost their authenticator and
// recovery codes (or whose account was taken over by someone else's authenticator). After the identity
// check the administrator records in `reason`, two-factor sign-in is off, the recovery codes are gone,
// every session of the user ends, the audit trail says who reset whom and why, and the user is e-mailed.
import { and, eq } from "drizzle-orm";
import { POST as enableRoute } from "@/app/api/auth/2fa/enable/route";
import { POST as setupRoute } from "@/app/api/auth/2fa/setup/route";
import { GET as statusRoute } from "@/app/api/auth/2fa/status/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as resetRoute } from "@/app/api/admin/users/[id]/two-factor/reset/route";
import { GET as listUsersRoute } from "@/app/api/users/route";
import { auditEntries, twoFactorRecoveryCodes, users } from "@/db/schema";
import { readOutbox } from "@/lib/email/send-mail";
import { TWO_FACTOR_MAIL_SUBJECTS } from "@/lib/two-factor/mail-two-factor-change";
import { totpCode } from "@/lib/two-factor/totp";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN", name: "Support Admin" });
});

const reset = (userId: number | string, body: unknown, token = admin.token) =>
  call(resetRoute, `/api/admin/users/${userId}/two-factor/reset`, {
    token,
    body,
    params: { id: String(userId) },
  });

/** A user with two-factor on (through the routes) and a second signed-in session. */
async function userWithTwoFactor(opts: { role?: "INVESTOR" | "ADMIN" } = {}) {
  const created = await createUser(opts);
  const { secret } = (await call(setupRoute, "/api/auth/2fa/setup", { token: created.token, body: {} })).body;
  const enabled = await call(enableRoute, "/api/auth/2fa/enable", {
    token: created.token,
    body: { code: totpCode(secret), password: created.password },
  });
  expect(enabled.status).toBe(200);
  const otherToken = await signedInToken(created.user, { userAgent: "another device" });
  return { ...created, otherToken };
}

const twoFactorStatus = (token: string) => call(statusRoute, "/api/auth/2fa/status", { token });

describe("POST /api/admin/users/{id}/two-factor/reset", () => {
  it("turns two-factor off, deletes the recovery codes, ends every session, audits and e-mails the user", async () => {
    const { user, password, token, otherToken } = await userWithTwoFactor();
    // Before: the password alone gives a challenge, not a session.
    const before = await call(signinRoute, "/api/auth/signin", {
      body: { email: user.email, password },
      headers: freshIp(),
    });
    expect(before.body).toMatchObject({ twoFactorRequired: true });

    const reason = "Video call with passport, matched the KYC photo";
    const res = await reset(user.id, { reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Two-factor authentication has been reset", sessionsEnded: 2 });

    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect([row.twoFactorSecret, row.twoFactorEnabledAt, row.twoFactorLastStep]).toEqual([null, null, null]);
    expect(
      await db().select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    // Every session of the account is over (a takeover's session may be among them).
    expect((await twoFactorStatus(token)).status).toBe(401);
    expect((await twoFactorStatus(otherToken)).status).toBe(401);

    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "TWO_FACTOR_RESET"), eq(auditEntries.userId, user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.user.id, userId: user.id, reason });
    expect(audit[0].details).toContain(user.email);

    await runQueuedJobs();
    const [mail] = await readOutbox(user.email);
    expect(mail.subject).toBe(TWO_FACTOR_MAIL_SUBJECTS.reset);
    expect(mail.text).toContain("after checking your identity");

    // The owner signs in with the password alone and can set two-factor up again.
    const after = await call(signinRoute, "/api/auth/signin", {
      body: { email: user.email, password },
      headers: freshIp(),
    });
    expect(after.status).toBe(200);
    expect(after.body.token).toEqual(expect.any(String));
    expect((await twoFactorStatus(after.body.token)).body).toEqual({ enabled: false });
  });

  it("shows the Users list which accounts have two-factor on, so the action is offered only there", async () => {
    const on = await userWithTwoFactor();
    const off = await createUser();
    const list = async () => {
      const res = await call(listUsersRoute, "/api/users", { token: admin.token });
      const byId = new Map(res.body.users.map((u: { id: number }) => [u.id, u]));
      return [on.user.id, off.user.id].map(
        (id) => (byId.get(id) as { twoFactorEnabled: boolean }).twoFactorEnabled,
      );
    };
    expect(await list()).toEqual([true, false]);
    expect((await reset(on.user.id, { reason: "Checked ID on a call" })).status).toBe(200);
    expect(await list()).toEqual([false, false]);
  });

  it("requires a reason, and changes nothing without one", async () => {
    const { user, token } = await userWithTwoFactor();
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: 42 }]) {
      const res = await reset(user.id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: "reason" });
    }
    expect((await reset(user.id, { reason: "x".repeat(501) })).status).toBe(400);
    expect((await twoFactorStatus(token)).body).toEqual({ enabled: true });
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "TWO_FACTOR_RESET"), eq(auditEntries.userId, user.id)));
    expect(audit).toEqual([]);
  });

  it("answers 409 when two-factor is off, 404 for an unknown or deleted user, 403 for the caller's own", async () => {
    const off = await createUser();
    expect(await reset(off.user.id, { reason: "Checked" })).toMatchObject({
      status: 409,
      body: { message: "Two-factor authentication is not enabled." },
    });
    expect((await reset(987654, { reason: "Checked" })).status).toBe(404);
    expect((await reset("abc", { reason: "Checked" })).status).toBe(404);
    const gone = await userWithTwoFactor();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    expect((await reset(gone.user.id, { reason: "Checked" })).status).toBe(404);

    // An administrator turns their own off in Settings (password and code), not here.
    const self = await userWithTwoFactor({ role: "ADMIN" });
    const own = await reset(self.user.id, { reason: "Lost my phone" }, self.token);
    expect(own.status).toBe(403);
    expect((await twoFactorStatus(self.token)).body).toEqual({ enabled: true });
    // Another administrator may reset an administrator's.
    expect((await reset(self.user.id, { reason: "Checked ID in person" })).status).toBe(200);
  });

  it("is for administrators only", async () => {
    const target = await userWithTwoFactor();
    const investor = await createUser();
    expect((await reset(target.user.id, { reason: "Checked" }, investor.token)).status).toBe(403);
    expect(
      (
        await call(resetRoute, "/api/admin/users/1/two-factor/reset", {
          body: { reason: "x" },
          params: { id: "1" },
        })
      ).status,
    ).toBe(401);
    expect((await twoFactorStatus(target.token)).body).toEqual({ enabled: true });
  });
});
