// Passkeys through the routes, with real WebAuthn answers from a software authenticator
// (tests/helpers/webauthn-authenticator.ts): adding (201, the password and, with two-factor on, a code),
// the limit of 10, renaming, removing; an administrator of each role managing their own passkeys and anti-phishing
// code and never another's; signing in with a passkey (investor and administrator, a complete
// sign-in named in the sessions list and the sign-in mail); refusals: a replayed assertion, another site's
// passkey, a counter going back (and the owner told); a passkey instead of the TOTP code for a withdrawal
// (bound to its amount and address), removing a saved address (bound to that address), "whitelist only" off,
// turning 2FA off and removing a passkey; for an action, another site's passkey, another account's, a sign-in's
// assertion and a challenge already spent by a refused try are refused; passkeys off with an IP address.
import { eq } from "drizzle-orm";
import { DELETE as removeRoute } from "@/app/api/auth/passkeys/[id]/route";
import { DELETE as removeAddressRoute } from "@/app/api/users/withdrawal-addresses/[id]/route";
import { POST as authOptionsRoute } from "@/app/api/auth/passkeys/authentication-options/route";
import { POST as regOptionsRoute } from "@/app/api/auth/passkeys/registration-options/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/auth/passkeys/route";
import { GET as sessionsRoute } from "@/app/api/auth/sessions/route";
import { POST as disableRoute } from "@/app/api/auth/2fa/disable/route";
import { POST as signinPasskeyRoute } from "@/app/api/auth/signin/passkey/route";
import { GET as getSecurityRoute, PUT as securityRoute } from "@/app/api/users/security/route";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import {
  notifications,
  passkeyCredentials,
  users,
  withdrawalAddresses,
  withdrawalRequests,
} from "@/db/schema";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { resetEnvCache } from "@/lib/env";
import { totpCode } from "@/lib/two-factor/totp";
import { sealTotpSecret } from "@/lib/two-factor/two-factor-secret";
import { setupTestDb } from "../helpers/db";
import { createUser, DEFAULT_PASSWORD } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo, runQueuedJobs } from "../helpers/jobs";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";
import { SoftAuthenticator } from "../helpers/webauthn-authenticator";
import { freshIp, sessionCookieOf } from "./auth-helpers";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

const list = (token: string) => call(listRoute, "/api/auth/passkeys", { token });
const regOptions = (token: string) =>
  call(regOptionsRoute, "/api/auth/passkeys/registration-options", { token, body: {} });
const add = (token: string, body: unknown) => call(addRoute, "/api/auth/passkeys", { token, body });
const authOptions = (body: unknown, token?: string) =>
  call(authOptionsRoute, "/api/auth/passkeys/authentication-options", { token, body });
const signIn = (response: unknown) =>
  call(signinPasskeyRoute, "/api/auth/signin/passkey", {
    body: { response },
    headers: { ...freshIp(), "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" },
  });

async function withTwoFactor(userId: number) {
  await db()
    .update(users)
    .set({ twoFactorSecret: sealTotpSecret(userId, SECRET), twoFactorEnabledAt: new Date() })
    .where(eq(users.id, userId));
}

/** A user with one passkey added through the routes, and the authenticator holding it. */
async function userWithPasskey(
  opts: { role?: "INVESTOR" | "ADMIN"; adminRole?: AdminRole; name?: string } = {},
) {
  const created = await createUser(opts);
  const authenticator = new SoftAuthenticator();
  const options = (await regOptions(created.token)).body;
  const res = await add(created.token, {
    name: opts.name ?? "My laptop",
    password: DEFAULT_PASSWORD,
    response: authenticator.create(options),
  });
  expect(res.status).toBe(201);
  return { ...created, authenticator, passkeyId: res.body.passkey.id as number };
}

async function signInAssertion(authenticator: SoftAuthenticator) {
  const options = (await authOptions({ purpose: "sign-in" })).body;
  expect(options.allowCredentials).toEqual([]);
  return authenticator.get(options);
}

describe("managing passkeys", () => {
  it("adds a passkey (201) with the password, lists it, and removes it; the owner is e-mailed", async () => {
    const { user, token, authenticator, passkeyId } = await userWithPasskey();
    const listed = await list(token);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ enabled: true, max: 10 });
    expect(listed.body.passkeys).toEqual([
      { id: passkeyId, name: "My laptop", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(authenticator.credentials).toHaveLength(1);

    const remove = (body: unknown, id = passkeyId, as = token) =>
      call(removeRoute, `/api/auth/passkeys/${id}`, {
        method: "DELETE",
        token: as,
        params: { id: String(id) },
        body,
      });
    const other = await createUser();
    expect((await remove({ password: DEFAULT_PASSWORD }, passkeyId, other.token)).status).toBe(404);
    const wrong = await remove({ password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Password is incorrect");
    expect((await remove({ password: DEFAULT_PASSWORD })).body).toEqual({ message: "Passkey removed" });
    expect((await list(token)).body.passkeys).toEqual([]);

    await runQueuedJobs();
    const subjects = (await mailedTo(user.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "A passkey was added to your Apex account",
        "A passkey was removed from your Apex account",
      ]),
    );
  });

  it("refuses a wrong password, another site's attestation and a reused challenge", async () => {
    const { token } = await createUser();
    const authenticator = new SoftAuthenticator();
    const options = (await regOptions(token)).body;
    expect(options.rp).toEqual({ name: "Apex", id: "localhost" });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });

    const wrong = await add(token, {
      name: "x",
      password: "wrong-one",
      response: authenticator.create(options),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Password is incorrect");

    const evil = await add(token, {
      name: "x",
      password: DEFAULT_PASSWORD,
      response: authenticator.create((await regOptions(token)).body, {
        origin: "https://apex-login.example",
      }),
    });
    expect(evil.status).toBe(400);
    expect(evil.body.message).toBe("The passkey could not be verified.");

    const fresh = (await regOptions(token)).body;
    const response = authenticator.create(fresh);
    expect((await add(token, { name: "a", password: DEFAULT_PASSWORD, response })).status).toBe(201);
    const again = await add(token, { name: "b", password: DEFAULT_PASSWORD, response });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("The passkey request has expired or was already used. Please try again.");
  });

  it("asks a TOTP code with two-factor on", async () => {
    const { user, token } = await createUser();
    await withTwoFactor(user.id);
    const authenticator = new SoftAuthenticator();
    const options = (await regOptions(token)).body;
    const response = authenticator.create(options);
    const noCode = await add(token, { name: "k", password: DEFAULT_PASSWORD, response });
    expect(noCode.status).toBe(400);
    expect(noCode.body.code).toBe("TWO_FACTOR_REQUIRED");
    const ok = await add(token, { name: "k", password: DEFAULT_PASSWORD, code: totpCode(SECRET), response });
    expect(ok.status).toBe(201);
  });

  it("holds at most 10 passkeys", async () => {
    const { user, token } = await createUser();
    await db()
      .insert(passkeyCredentials)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          userId: user.id,
          credentialId: `cred-${user.id}-${i}`,
          publicKey: Buffer.from([1]),
          name: `k${i}`,
        })),
      );
    const res = await regOptions(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You can have at most 10 passkeys. Remove one to add another.");
  });
});

// The back office's Account security calls the same routes: whatever the administrator's role, each acts on the
// caller's own account, and another administrator's passkey or code is out of reach.
describe.each(["OWNER", "FINANCE", "SUPPORT", "AUDITOR"] as const)(
  "an administrator (%s), own account only",
  (adminRole) => {
    const removeAs = (token: string, id: number) =>
      call(removeRoute, `/api/auth/passkeys/${id}`, {
        method: "DELETE",
        token,
        params: { id: String(id) },
        body: { password: DEFAULT_PASSWORD },
      });
    const security = (token: string, body?: unknown) =>
      body === undefined
        ? call(getSecurityRoute, "/api/users/security", { token })
        : call(securityRoute, "/api/users/security", { method: "PUT", token, body });

    it("lists, gets add options for, adds and removes their own passkeys, never another administrator's", async () => {
      const me = await userWithPasskey({ role: "ADMIN", adminRole, name: "Admin key" });
      const other = await userWithPasskey({ role: "ADMIN", adminRole: "OWNER", name: "Owner key" });

      const mine = await list(me.token);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ enabled: true, max: 10 });
      expect(mine.body.passkeys).toEqual([
        { id: me.passkeyId, name: "Admin key", createdAt: expect.any(String), lastUsedAt: null },
      ]);
      const options = await regOptions(me.token);
      expect(options.status).toBe(200);
      expect(options.body.user).toMatchObject({ name: me.user.email });

      // Another administrator's passkey: not listed, not removable (404, as an unknown one), still there.
      expect((await removeAs(me.token, other.passkeyId)).status).toBe(404);
      expect((await list(other.token)).body.passkeys.map((p: { id: number }) => p.id)).toEqual([
        other.passkeyId,
      ]);

      expect((await removeAs(me.token, me.passkeyId)).body).toEqual({ message: "Passkey removed" });
      expect((await list(me.token)).body.passkeys).toEqual([]);
    });

    it("sets their own anti-phishing code with their password, masked but its last two characters", async () => {
      const me = await createUser({ role: "ADMIN", adminRole });
      const other = await createUser({ role: "ADMIN", adminRole: "OWNER" });
      const saved = await security(me.token, { antiPhishingCode: "Admin77", password: DEFAULT_PASSWORD });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: "Anti-phishing code saved", antiPhishingCode: "•••••77" });
      expect((await security(me.token)).body.antiPhishingCode).toBe("•••••77");
      // The route has no account to name: the other administrator's code is untouched.
      expect((await security(other.token)).body.antiPhishingCode).toBeNull();
      const wrong = await security(me.token, { antiPhishingCode: "Other88", password: "not-the-password" });
      expect(wrong.status).toBe(400);
      expect((await security(me.token)).body.antiPhishingCode).toBe("•••••77");
    });
  },
);

describe("signing in with a passkey", () => {
  it("is a complete sign-in: the cookie, the sessions list and the sign-in mail name the passkey", async () => {
    const { user, authenticator } = await userWithPasskey({ name: "Office key" });
    await withTwoFactor(user.id); // no TOTP step follows a passkey
    await db().update(users).set({ loginNotifications: true }).where(eq(users.id, user.id));
    const res = await signIn(await signInAssertion(authenticator));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Login successful!");
    expect(res.body.user.email).toBe(user.email);
    expect(sessionCookieOf(res.headers)).toBeTruthy();

    const sessions = await call(sessionsRoute, "/api/auth/sessions", { token: res.body.token });
    const current = sessions.body.sessions.find((s: { current: boolean }) => s.current);
    expect(current.passkey).toBe("Office key");

    await runQueuedJobs();
    const mail = (await mailedTo(user.email)).find((m) => m.subject === "New sign-in to your Apex account");
    expect(mail?.text).toContain('Signed in with the passkey "Office key".');
    const [row] = await db().select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, user.id));
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.counter).toBe(1);
  });

  it("signs an administrator in with the admin login's answer", async () => {
    const { user, authenticator } = await userWithPasskey({ role: "ADMIN" });
    const res = await signIn(await signInAssertion(authenticator));
    expect(res.status).toBe(200);
    expect(res.body.userData).toMatchObject({ id: user.id, role: "ADMIN" });
  });

  it("refuses a replayed assertion, another site's, an unknown passkey and one without user verification", async () => {
    const { authenticator } = await userWithPasskey();
    const assertion = await signInAssertion(authenticator);
    expect((await signIn(assertion)).status).toBe(200);
    const replay = await signIn(assertion);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(
      "The passkey request has expired or was already used. Please try again.",
    );

    for (const opts of [
      { origin: "https://apex-login.example" },
      { rpId: "apex-login.example" },
      { noUserVerification: true },
    ]) {
      const options = (await authOptions({ purpose: "sign-in" })).body;
      const res = await signIn(authenticator.get(options, opts));
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("The passkey could not be verified.");
    }
    const stranger = new SoftAuthenticator();
    stranger.create((await regOptions((await createUser()).token)).body); // never added
    const unknown = await signIn(stranger.get((await authOptions({ purpose: "sign-in" })).body));
    expect(unknown.status).toBe(401);
  });

  it("refuses a counter going back (a cloned authenticator) and tells the owner", async () => {
    const { user, authenticator } = await userWithPasskey({ name: "Yubi" });
    expect((await signIn(await signInAssertion(authenticator))).status).toBe(200);
    expect((await signIn(await signInAssertion(authenticator))).status).toBe(200);
    const options = (await authOptions({ purpose: "sign-in" })).body;
    const cloned = await signIn(authenticator.get(options, { counter: 1 }));
    expect(cloned.status).toBe(401);
    expect(cloned.body.message).toMatch(/signature counter went back/);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain("A passkey of yours was refused");
    expect(notes.find((n) => n.title === "A passkey of yours was refused")?.content).toContain('"Yubi"');
  });

  it("refuses a locked account as the password sign-in does", async () => {
    const { user, authenticator } = await userWithPasskey();
    await db().update(users).set({ lockedAt: new Date() }).where(eq(users.id, user.id));
    const res = await signIn(await signInAssertion(authenticator));
    expect(res.status).toBe(403);
    expect(res.body.locked).toBe(true);
  });

  it("is off, with a clear 409, when NEXTAUTH_URL is an IP address", async () => {
    const { token } = await createUser();
    process.env.NEXTAUTH_URL = "http://192.168.1.20:3000";
    resetEnvCache();
    try {
      const res = await authOptions({ purpose: "sign-in" });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/IP address/);
      expect((await regOptions(token)).status).toBe(409);
      expect((await list(token)).body.enabled).toBe(false);
    } finally {
      delete process.env.NEXTAUTH_URL;
      resetEnvCache();
    }
  });
});

describe("a passkey instead of the TOTP code", () => {
  async function investor() {
    const created = await userWithPasskey();
    await setPin(created.user.id, "4821");
    await fund(created.user.id, "BITCOIN", "1");
    await withTwoFactor(created.user.id);
    return created;
  }
  const withdraw = (token: string, body: unknown) => call(withdrawRoute, "/api/withdrawals", { token, body });

  it("confirms a withdrawal with an assertion bound to its amount and address, once", async () => {
    const { token, authenticator } = await investor();
    const action = { purpose: "withdrawal", asset: "bitcoin", amount: "0.250", address: ADDRESS };
    const options = (await authOptions(action, token)).body;
    expect(options.allowCredentials).toHaveLength(1);
    const passkey = authenticator.get(options);

    const otherAmount = await withdraw(token, {
      asset: "BITCOIN",
      amount: "0.3",
      address: ADDRESS,
      pin: "4821",
      passkey,
    });
    expect(otherAmount.status).toBe(400);
    expect(otherAmount.body.message).toBe(
      "The passkey request has expired or was already used. Please try again.",
    );

    const fresh = authenticator.get((await authOptions(action, token)).body);
    const ok = await withdraw(token, {
      asset: "BITCOIN",
      amount: "0.25",
      address: ADDRESS,
      pin: "4821",
      passkey: fresh,
    });
    expect(ok.status).toBe(200);
    const replay = await withdraw(token, {
      asset: "BITCOIN",
      amount: "0.25",
      address: ADDRESS,
      pin: "4821",
      passkey: fresh,
    });
    expect(replay.status).toBe(400);

    // Still a code without a passkey.
    const none = await withdraw(token, { asset: "BITCOIN", amount: "0.25", address: ADDRESS, pin: "4821" });
    expect(none.body.code).toBe("TWO_FACTOR_REQUIRED");
  });

  it("refuses an action's options without a session, and without a passkey on the account", async () => {
    expect((await authOptions({ purpose: "whitelist-off" })).status).toBe(401);
    const { token } = await createUser();
    const none = await authOptions({ purpose: "whitelist-off" }, token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("There is no passkey on this account.");
  });

  it("switches whitelist-only off and two-factor off with a passkey, not with another action's", async () => {
    const { user, token, authenticator } = await investor();
    await db().update(users).set({ whitelistOnly: true }).where(eq(users.id, user.id));
    const forDisable = authenticator.get((await authOptions({ purpose: "two-factor-disable" }, token)).body);
    const put = (body: unknown) => call(securityRoute, "/api/users/security", { method: "PUT", token, body });
    expect((await put({ whitelistOnly: false, pin: "4821", passkey: forDisable })).status).toBe(400);
    const forWhitelist = authenticator.get((await authOptions({ purpose: "whitelist-off" }, token)).body);
    const off = await put({ whitelistOnly: false, pin: "4821", passkey: forWhitelist });
    expect(off.status).toBe(200);

    const passkey = authenticator.get((await authOptions({ purpose: "two-factor-disable" }, token)).body);
    const disabled = await call(disableRoute, "/api/auth/2fa/disable", {
      token,
      body: { password: DEFAULT_PASSWORD, passkey },
    });
    expect(disabled.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.twoFactorEnabledAt).toBeNull();
  });
});

describe("a passkey for an action: what is refused", () => {
  async function investor() {
    const created = await userWithPasskey();
    await setPin(created.user.id, "4821");
    await fund(created.user.id, "BITCOIN", "1");
    await withTwoFactor(created.user.id);
    return created;
  }
  const NOT_VERIFIED = "The passkey could not be verified.";
  const SPENT = "The passkey request has expired or was already used. Please try again.";
  const withdrawal = { purpose: "withdrawal", asset: "BITCOIN", amount: "0.25", address: ADDRESS };
  const withdraw = (token: string, passkey: unknown) =>
    call(withdrawRoute, "/api/withdrawals", {
      token,
      body: { asset: "BITCOIN", amount: "0.25", address: ADDRESS, pin: "4821", passkey },
    });
  async function nothingWithdrawn(userId: number) {
    expect(await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, userId))).toEqual(
      [],
    );
    expect(await balanceOf(userId, "BITCOIN")).toBe("1");
  }

  it("another site's passkey, another account's passkey, a sign-in's assertion: no withdrawal", async () => {
    const { user, token, authenticator } = await investor();
    // The assertion of a look-alike page (its origin, or its relying party id) for this very challenge.
    for (const opts of [{ origin: "https://apex-login.example" }, { rpId: "apex-login.example" }]) {
      const options = (await authOptions(withdrawal, token)).body;
      const res = await withdraw(token, authenticator.get(options, opts));
      expect([res.status, res.body.message]).toEqual([400, NOT_VERIFIED]);
    }
    // Someone else's passkey, signing this user's challenge.
    const other = await userWithPasskey();
    const options = (await authOptions(withdrawal, token)).body;
    const stranger = other.authenticator.get({ ...options, allowCredentials: [] });
    const res = await withdraw(token, stranger);
    expect([res.status, res.body.message]).toEqual([400, NOT_VERIFIED]);
    // A sign-in's assertion is not a withdrawal's.
    const signInOne = authenticator.get((await authOptions({ purpose: "sign-in" })).body);
    const asSignIn = await withdraw(token, signInOne);
    expect([asSignIn.status, asSignIn.body.message]).toEqual([400, SPENT]);
    await nothingWithdrawn(user.id);
  });

  it("an assertion is spent by its first use, refused or not", async () => {
    const { user, token, authenticator } = await investor();
    const options = (await authOptions(withdrawal, token)).body;
    const forged = authenticator.get(options, { origin: "https://apex-login.example" });
    expect((await withdraw(token, forged)).status).toBe(400);
    // The challenge went with the refused try: the genuine answer to it is too late.
    const genuine = authenticator.get(options);
    const late = await withdraw(token, genuine);
    expect([late.status, late.body.message]).toEqual([400, SPENT]);
    await nothingWithdrawn(user.id);
  });

  it("removes a saved address with a passkey asked for that address, not for another", async () => {
    const { user, token, authenticator } = await investor();
    const [a, b] = await db()
      .insert(withdrawalAddresses)
      .values(
        ["a", "b"].map((label, i) => ({
          userId: user.id,
          label,
          asset: "BITCOIN" as const,
          network: "Bitcoin Network",
          address: i === 0 ? ADDRESS : "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
          tokenHash: `hash-${user.id}-${label}`,
          tokenExpiresAt: new Date(),
          confirmedAt: new Date(),
        })),
      )
      .returning();
    const remove = (id: number, passkey: unknown) =>
      call(removeAddressRoute, `/api/users/withdrawal-addresses/${id}`, {
        method: "DELETE",
        token,
        params: { id: String(id) },
        body: { pin: "4821", passkey },
      });
    const forA = authenticator.get(
      (await authOptions({ purpose: "address-removal", addressId: a.id }, token)).body,
    );
    const onB = await remove(b.id, forA);
    expect([onB.status, onB.body.message]).toEqual([400, SPENT]);

    const forB = authenticator.get(
      (await authOptions({ purpose: "address-removal", addressId: b.id }, token)).body,
    );
    expect((await remove(b.id, forB)).body).toEqual({ message: "Address removed" });
    const left = await db().select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([a.id]);
  });

  it("removes a passkey with two-factor on: the password and a passkey asked for a passkey change", async () => {
    const { user, token, authenticator, passkeyId } = await userWithPasskey();
    await withTwoFactor(user.id);
    const remove = (body: unknown) =>
      call(removeRoute, `/api/auth/passkeys/${passkeyId}`, {
        method: "DELETE",
        token,
        params: { id: String(passkeyId) },
        body,
      });
    const noSecond = await remove({ password: DEFAULT_PASSWORD });
    expect([noSecond.status, noSecond.body.code]).toEqual([400, "TWO_FACTOR_REQUIRED"]);
    const forDisable = authenticator.get((await authOptions({ purpose: "two-factor-disable" }, token)).body);
    expect((await remove({ password: DEFAULT_PASSWORD, passkey: forDisable })).status).toBe(400);
    const passkey = authenticator.get((await authOptions({ purpose: "passkey-change" }, token)).body);
    expect((await remove({ password: "not-the-password", passkey })).status).toBe(400);
    const again = authenticator.get((await authOptions({ purpose: "passkey-change" }, token)).body);
    expect((await remove({ password: DEFAULT_PASSWORD, passkey: again })).body).toEqual({
      message: "Passkey removed",
    });
    expect((await list(token)).body.passkeys).toEqual([]);
  });
});
