// The anti-phishing code (PUT /api/users/security, masked, in every e-mail in the
// owner's language) and "lock my account" (the button, the e-mail link, sign-in refused, withdrawals cancelled
// and refunded, unlocking by password reset or by an administrator).
import { eq } from "drizzle-orm";
import { POST as adminLockRoute } from "@/app/api/admin/users/[id]/lock/route";
import { POST as adminUnlockRoute } from "@/app/api/admin/users/[id]/unlock/route";
import { POST as adminLoginRoute } from "@/app/api/auth/admin/login/route";
import { POST as lockLinkRoute } from "@/app/api/auth/lock-account/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { POST as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { PUT as profileRoute } from "@/app/api/users/profile/route";
import { GET as userRoute } from "@/app/api/user/route";
import { POST as lockRoute } from "@/app/api/users/lock/route";
import { GET as getSecurityRoute, PUT as putSecurityRoute } from "@/app/api/users/security/route";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { LOCALES } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import {
  accountLockTokens,
  auditEntries,
  payoutBatches,
  payouts,
  users,
  withdrawalRequests,
} from "@/db/schema";
import { issueLockLink } from "@/lib/account-lock/lock-token";
import { hashResetToken } from "@/lib/auth/reset-token";
import { passwordResetTokens } from "@/db/schema";
import { readOutbox, sendMail } from "@/lib/email/send-mail";
import { SECURITY_MAILS } from "@/lib/email/personalise";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo, runQueuedJobs } from "../helpers/jobs";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";
import { fromPeer, randomIp } from "./auth-helpers";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const withdrawBody = {
  amount: "0.25",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: BTC_ADDRESS,
  pin: "4821",
};

const me = (token: string) => call(userRoute, "/api/user", { token });
const putSecurity = (token: string, body: unknown) =>
  call(putSecurityRoute, "/api/users/security", { method: "PUT", token, body });
const signin = (email: string, password: string) =>
  call(signinRoute, "/api/auth/signin", { body: { email, password }, headers: fromPeer(randomIp()) });

describe("anti-phishing code", () => {
  it("refuses a bad code or a missing or wrong password, saves it encrypted and shows it masked", async () => {
    const { user, token, password } = await createUser();
    for (const antiPhishingCode of ["abc", "with space", "x".repeat(21), 42]) {
      const res = await putSecurity(token, { antiPhishingCode, password });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("antiPhishingCode");
    }
    expect((await putSecurity(token, { antiPhishingCode: "Blue42" })).status).toBe(400);
    const wrong = await putSecurity(token, { antiPhishingCode: "Blue42", password: "nope-nope-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Password is incorrect");

    const saved = await putSecurity(token, { antiPhishingCode: "Blue42", password });
    expect(saved.status).toBe(200);
    expect(saved.body.antiPhishingCode).toBe("••••42");
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(Buffer.from(row.antiPhishingCode!).toString("utf8")).not.toContain("Blue42");
    const got = await call(getSecurityRoute, "/api/users/security", { token });
    expect(got.body.antiPhishingCode).toBe("••••42");
    const audit = await db().select().from(auditEntries).where(eq(auditEntries.userId, user.id));
    expect(audit.map((a) => a.action)).toContain("ANTI_PHISHING_CODE_SET");

    // The other settings still save through the same PUT.
    expect((await putSecurity(token, { loginNotifications: true })).status).toBe(200);
    const removed = await putSecurity(token, { antiPhishingCode: null, password });
    expect(removed.body.antiPhishingCode).toBeNull();
  });

  it("every kind of e-mail carries the code when set and not when unset, in all five languages", async () => {
    const en = (await loadMessages("en", ["emails"])) as { emails: Record<string, unknown> };
    // Every mail kind the catalogue knows: each node with a subject.
    const kinds: string[] = [];
    const walk = (node: Record<string, unknown>, at: string) => {
      if (typeof node.subject === "string") kinds.push(at);
      for (const [k, v] of Object.entries(node))
        if (v && typeof v === "object") walk(v as never, at ? `${at}.${k}` : k);
    };
    walk(en.emails, "");
    expect(kinds.length).toBeGreaterThan(15);
    for (const locale of LOCALES) {
      const { emails } = (await loadMessages(locale, ["emails"])) as { emails: Record<string, unknown> };
      const line = (emails.antiPhishing as { line: string }).line.replace("{code}", "Kiwi77");
      const withCode = await createUser();
      const without = await createUser();
      for (const u of [withCode, without]) {
        await db()
          .update(users)
          .set({ preferences: { currency: "USD", language: locale, autoRefresh: true } })
          .where(eq(users.id, u.user.id));
      }
      expect(
        (await putSecurity(withCode.token, { antiPhishingCode: "Kiwi77", password: withCode.password }))
          .status,
      ).toBe(200);
      for (const kind of kinds) {
        const node = kind.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], emails) as {
          subject: string;
          text?: string;
        };
        for (const u of [withCode, without]) {
          await sendMail({ to: u.user.email, subject: node.subject, text: `${kind} body` });
        }
      }
      const got = await readOutbox(withCode.user.email);
      const none = await readOutbox(without.user.email);
      expect(got).toHaveLength(kinds.length);
      expect(none).toHaveLength(kinds.length);
      for (const m of got) expect(m.text.split("\n")[0]).toBe(line);
      for (const m of none) expect(m.text).not.toContain("Kiwi77");
      // Security e-mails carry the lock link, the others not.
      const securitySubjects = new Set(
        SECURITY_MAILS.map((k) =>
          k.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], emails),
        )
          .map((n) => (n as { subject?: string } | undefined)?.subject)
          .filter(Boolean),
      );
      for (const m of none)
        expect(m.text.includes("/lock-account?token=")).toBe(securitySubjects.has(m.subject));
    }
    // Five languages, every kind of e-mail, two accounts each: over a minute on a busy machine.
  }, 300_000);
});

async function investorWithWithdrawal() {
  const created = await createUser();
  await setPin(created.user.id, "4821");
  await fund(created.user.id, "BITCOIN", "1");
  const res = await call(withdrawRoute, "/api/withdrawals", { token: created.token, body: withdrawBody });
  expect(res.status).toBe(200);
  expect(await balanceOf(created.user.id, "BITCOIN")).toBe("0.75");
  return created;
}

describe("lock my account", () => {
  it("POST /api/users/lock ends every session, cancels and refunds pending withdrawals, refuses sign-in; reconcile stays clean", async () => {
    const { user, token, password } = await investorWithWithdrawal();
    const other = await createUser({ email: `x-${user.email}` });
    void other;
    const res = await call(lockRoute, "/api/users/lock", { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.body.withdrawalsCancelled).toBe(1);
    expect((await me(token)).status).toBe(401);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
    const [w] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, user.id));
    expect(w.status).toBe("REJECTED");
    expect(await reconcile(db())).toEqual([]);
    const refused = await signin(user.email, password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/locked/);
    expect(refused.body.locked).toBe(true);
    await runQueuedJobs();
    const mails = await readOutbox(user.email);
    expect(mails.some((m) => m.subject === "Your Apex account is locked")).toBe(true);
    // A wrong password still answers the generic 401: the lock is told only to whoever knows the password.
    expect((await signin(user.email, "Wrong-Horse-1")).status).toBe(401);
  });

  it("an administrator locks their own account (Account security): sessions end, the admin sign-in refuses, another administrator unlocks", async () => {
    const { user, token, password } = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
    const owner = await createUser({ role: "ADMIN" });
    const adminLogin = () =>
      call(adminLoginRoute, "/api/auth/admin/login", {
        body: { email: user.email, password },
        headers: fromPeer(randomIp()),
      });
    const res = await call(lockRoute, "/api/users/lock", { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sessionsEnded: 1, withdrawalsCancelled: 0 });
    expect((await me(token)).status).toBe(401);
    const refused = await adminLogin();
    expect(refused.status).toBe(403);
    expect(refused.body.locked).toBe(true);
    const unlocked = await call(adminUnlockRoute, `/api/admin/users/${user.id}/unlock`, {
      token: owner.token,
      params: { id: String(user.id) },
      body: { reason: "Confirmed by phone: the administrator locked it by mistake" },
    });
    expect(unlocked.status).toBe(200);
    expect((await adminLogin()).status).toBe(200);
  });

  it("an approved withdrawal whose payout nothing signed is cancelled and refunded; one in an exported batch is left, and said", async () => {
    const { user, token } = await investorWithWithdrawal();
    const admin = await createUser({ role: "ADMIN" });
    for (let i = 0; i < 2; i++)
      expect((await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawBody })).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.25");
    const [queued, batched] = await db()
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, user.id))
      .orderBy(withdrawalRequests.id);
    // Approved with a hot wallet's payout each: one waiting for the next Bitcoin export, one already exported
    // (its PSBT may be signed offline, and broadcast outside Apex).
    const [batch] = await db()
      .insert(payoutBatches)
      .values({
        chain: "BITCOIN",
        psbt: "cHNidP8=",
        txid: "ab".repeat(32),
        inputs: [],
        fee: "200",
        createdBy: admin.user.id,
      })
      .returning();
    for (const [w, batchId] of [
      [queued, null],
      [batched, batch.id],
    ] as const) {
      await db()
        .update(withdrawalRequests)
        .set({ status: "APPROVED", decidedBy: admin.user.id, decidedAt: new Date() })
        .where(eq(withdrawalRequests.id, w.id));
      await db()
        .insert(payouts)
        .values({ withdrawalRequestId: w.id, chain: "BITCOIN", requiredConfirmations: 2, batchId });
    }
    const res = await call(lockRoute, "/api/users/lock", { method: "POST", token });
    expect(res.status).toBe(200);
    // The pending one and the approved one no batch carries.
    expect(res.body.withdrawalsCancelled).toBe(2);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");
    const rows = await db()
      .select({
        id: withdrawalRequests.id,
        status: withdrawalRequests.status,
        reason: withdrawalRequests.failureReason,
      })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, user.id))
      .orderBy(withdrawalRequests.id);
    expect(rows.map((r) => r.status)).toEqual(["FAILED", "APPROVED", "REJECTED"]);
    expect(rows[0].reason).toBe("Cancelled: the account was locked");
    const states = await db().select().from(payouts).orderBy(payouts.id);
    expect(states.filter((p) => p.withdrawalRequestId === queued.id)[0].state).toBe("FAILED");
    expect(states.filter((p) => p.withdrawalRequestId === batched.id)[0]).toMatchObject({
      state: "QUEUED",
      batchId: batch.id,
    });
    expect(await reconcile(db())).toEqual([]);
    const [mail] = (await mailedTo(user.email)).filter((m) => m.subject === "Your Apex account is locked");
    expect(mail.text).toContain(
      "One approved withdrawal was already on its way (in a payout batch that may be signed, or being paid by hand) and could not be cancelled safely.",
    );
    const audit = await db().select().from(auditEntries).where(eq(auditEntries.userId, user.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["ACCOUNT_LOCK", "PAYOUT_FAILED"]));
  });

  it("the e-mail link locks the account of another session at its next request, once", async () => {
    const { user, token } = await createUser();
    const link = await issueLockLink(db(), user.id);
    const t = new URL(link).searchParams.get("token")!;
    expect((await me(token)).status).toBe(200);
    expect((await call(lockLinkRoute, "/api/auth/lock-account", { body: { token: "nope" } })).status).toBe(
      400,
    );
    expect((await call(lockLinkRoute, "/api/auth/lock-account", { body: {} })).status).toBe(400);
    const res = await call(lockLinkRoute, "/api/auth/lock-account", { body: { token: t } });
    expect(res.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const again = await call(lockLinkRoute, "/api/auth/lock-account", { body: { token: t } });
    expect(again.status).toBe(400);
  });

  it("an expired link locks nothing", async () => {
    const { user, token } = await createUser();
    const link = await issueLockLink(db(), user.id, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    const t = new URL(link).searchParams.get("token")!;
    expect((await call(lockLinkRoute, "/api/auth/lock-account", { body: { token: t } })).status).toBe(400);
    expect((await me(token)).status).toBe(200);
    expect(
      await db().select().from(accountLockTokens).where(eq(accountLockTokens.userId, user.id)),
    ).toHaveLength(1);
  });

  it("a password reset unlocks an owner's lock, then withdrawals wait 24 hours", async () => {
    const { user, token } = await createUser();
    await setPin(user.id, "4821");
    await fund(user.id, "BITCOIN", "1");
    await call(lockRoute, "/api/users/lock", { method: "POST", token });
    const reset = "reset-token-" + user.id;
    await db()
      .insert(passwordResetTokens)
      .values({
        userId: user.id,
        tokenHash: hashResetToken(reset),
        expiresAt: new Date(Date.now() + 3600_000),
      });
    const done = await call(resetPasswordRoute, "/api/auth/reset-password", {
      body: { token: reset, password: "New-Horse-77" },
    });
    expect(done.status).toBe(200);
    const back = await signin(user.email, "New-Horse-77");
    expect(back.status).toBe(200);
    const refused = await call(withdrawRoute, "/api/withdrawals", {
      token: back.body.token,
      body: withdrawBody,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/24 hours/);
  });

  it("administrators with SUPPORT or OWNER lock with a reason and unlock; others and self are refused", async () => {
    const support = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
    const finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
    const { user, password } = await investorWithWithdrawal();
    const lock = (token: string, id: number, body: unknown) =>
      call(adminLockRoute, `/api/admin/users/${id}/lock`, { token, body, params: { id: String(id) } });
    const unlock = (token: string, id: number, body: unknown) =>
      call(adminUnlockRoute, `/api/admin/users/${id}/unlock`, { token, body, params: { id: String(id) } });
    expect((await lock(finance.token, user.id, { reason: "x" })).status).toBe(403);
    expect((await lock(support.token, user.id, {})).status).toBe(400);
    expect((await lock(support.token, support.user.id, { reason: "x" })).status).toBe(403);
    expect((await unlock(support.token, user.id, { reason: "checked" })).status).toBe(409);
    const locked = await lock(support.token, user.id, { reason: "Suspicious sign-ins" });
    expect(locked.status).toBe(200);
    expect(locked.body.withdrawalsCancelled).toBe(1);
    expect((await lock(support.token, user.id, { reason: "again" })).status).toBe(409);
    const refused = await signin(user.email, password);
    expect(refused.status).toBe(403);
    expect(refused.body.lockReason).toBe("Suspicious sign-ins");
    expect(await reconcile(db())).toEqual([]);
    const unlocked = await unlock(support.token, user.id, { reason: "Called the owner back" });
    expect(unlocked.status).toBe(200);
    expect((await signin(user.email, password)).status).toBe(200);
    const audit = await db().select().from(auditEntries).where(eq(auditEntries.userId, user.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["ACCOUNT_LOCK", "ACCOUNT_UNLOCK"]));
  });
});

describe("security e-mails", () => {
  it("every security e-mail kind is in the catalogue of every language, with a subject of its own", async () => {
    for (const locale of LOCALES) {
      const { emails } = (await loadMessages(locale, ["emails"])) as { emails: Record<string, unknown> };
      const subjects = SECURITY_MAILS.map(
        (k) =>
          (
            k
              .split(".")
              .reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], emails) as {
              subject?: string;
            }
          )?.subject,
      );
      for (const [i, subject] of subjects.entries()) {
        expect([SECURITY_MAILS[i], typeof subject]).toEqual([SECURITY_MAILS[i], "string"]);
        // Told apart by their subject (lib/email/personalise.ts): no placeholder in it.
        expect(subject).not.toMatch(/[{}]/);
      }
      expect(new Set(subjects).size).toBe(subjects.length);
    }
  });

  // What each change really mails, through its route: the lock link, and the code when one is set.
  const hasLock = (m: { text: string }) => m.text.includes("/lock-account?token=");

  it("a password change and a password reset mail the owner with the lock link and the code", async () => {
    const { user, token, password } = await createUser();
    await putSecurity(token, { antiPhishingCode: "Kiwi77", password });
    const changed = await call(changePasswordRoute, "/api/auth/change-password", {
      token,
      body: { currentPassword: password, newPassword: "Other-Horse-88" },
    });
    expect(changed.status).toBe(200);
    const [mail] = (await mailedTo(user.email)).filter((m) => m.subject === "Your Apex password was changed");
    expect(mail.text.split("\n")[0]).toBe("Your anti-phishing code: Kiwi77");
    expect(mail.text).toContain("Every other session was signed out.");
    expect(hasLock(mail)).toBe(true);

    const reset = "reset-token-mail-" + user.id;
    await db()
      .insert(passwordResetTokens)
      .values({
        userId: user.id,
        tokenHash: hashResetToken(reset),
        expiresAt: new Date(Date.now() + 3600_000),
      });
    const done = await call(resetPasswordRoute, "/api/auth/reset-password", {
      body: { token: reset, password: "New-Horse-77" },
    });
    expect(done.status).toBe(200);
    const mails = (await mailedTo(user.email)).filter((m) => m.subject === "Your Apex password was changed");
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes("was reset with a link sent to this address"))).toBe(true);
    expect(mails.every(hasLock)).toBe(true);
  });

  it("an e-mail change tells the old address, with the account's code and lock link, in its language", async () => {
    const { user, token, password } = await createUser();
    await db()
      .update(users)
      .set({ preferences: { currency: "USD", language: "de", autoRefresh: true } })
      .where(eq(users.id, user.id));
    await putSecurity(token, { antiPhishingCode: "Kiwi77", password });
    const moved = uniqueEmail("moved");
    const res = await call(profileRoute, "/api/users/profile", {
      method: "PUT",
      token,
      body: { name: user.name, email: moved, phone: "+44 20 7946 0958", currentPassword: password },
    });
    expect(res.status).toBe(200);
    const [mail] = (await mailedTo(user.email)).filter(
      (m) => m.subject === "Die E-Mail-Adresse Ihres Apex-Kontos wurde geändert",
    );
    expect(mail.text.split("\n")[0]).toBe("Ihr Anti-Phishing-Code: Kiwi77");
    expect(hasLock(mail)).toBe(true);
    // The link locks the account that moved away.
    const link = /\/lock-account\?token=(\S+)/.exec(mail.text)![1];
    const locked = await call(lockLinkRoute, "/api/auth/lock-account", {
      body: { token: decodeURIComponent(link) },
    });
    expect(locked.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("every withdrawal request mails the owner with the lock link: a new address's notice, then the plain one", async () => {
    const { user, token } = await investorWithWithdrawal();
    const again = await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawBody });
    expect(again.status).toBe(200);
    const mails = await mailedTo(user.email);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Withdrawal requested to a new address",
        "A withdrawal was requested from your Apex account",
      ]),
    );
    expect(subjects.filter((s) => s.includes("withdrawal") || s.includes("Withdrawal"))).toHaveLength(2);
    for (const m of mails.filter((m) => /withdrawal/i.test(m.subject))) expect(hasLock(m)).toBe(true);
    const plain = mails.find((m) => m.subject === "A withdrawal was requested from your Apex account")!;
    expect(plain.text).toContain(`0.25 BTC to ${BTC_ADDRESS} (Bitcoin Network)`);
  });
});
