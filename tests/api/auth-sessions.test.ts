// Server-side sessions: a row per sign-in, named by the token; sign-out and revocation refuse the token at
// once; the idle timeout follows the user's setting; last-seen is written at most once a minute; sign-in
// notices go by mail (switch on) and to the bell (new device).
import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { POST as adminLoginRoute } from "@/app/api/auth/admin/login/route";
import { POST as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { DELETE as deleteSessionRoute } from "@/app/api/auth/sessions/[id]/route";
import { POST as revokeOthersRoute } from "@/app/api/auth/sessions/revoke-others/route";
import { GET as sessionsRoute } from "@/app/api/auth/sessions/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as signoutRoute } from "@/app/api/auth/signout/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { GET as userRoute } from "@/app/api/user/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { GET as getSecurityRoute, PUT as putSecurityRoute } from "@/app/api/users/security/route";
import { POST as validateRoute } from "@/app/api/validate/route";
import { notifications, sessions, users } from "@/db/schema";
import { deviceLabel } from "@/lib/auth/device-label";
import { deviceIsNew, NEW_DEVICE_TITLE, noticeSignIn } from "@/lib/auth/sign-in-notice";
import { createSession, startSession } from "@/lib/auth/start-session";
import { mintToken, readToken } from "@/lib/auth/token";
import { setClockOffsetForTests } from "@/lib/clock";
import { readOutbox } from "@/lib/email/send-mail";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { fromPeer, randomIp, SAME_ORIGIN, sessionCookieOf } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const MINUTE = 60_000;

async function signin(email: string, password: string, userAgent = CHROME_WINDOWS, ip = randomIp()) {
  const res = await call(signinRoute, "/api/auth/signin", {
    body: { email, password },
    headers: fromPeer(ip, { "user-agent": userAgent }),
  });
  expect(res.status).toBe(200);
  await runQueuedJobs();
  return res.body.token as string;
}

const me = (token: string) => call(userRoute, "/api/user", { token });
const meByCookie = (token: string) => call(userRoute, "/api/user", { cookie: `token=${token}` });
const listSessions = async (token: string) => {
  const res = await call(sessionsRoute, "/api/auth/sessions", { token });
  expect(res.status).toBe(200);
  return res.body.sessions as {
    id: string;
    device: string;
    ip: string;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
  }[];
};
const sidOf = async (token: string) => (await readToken(token))!.sessionId;
const deleteSession = (token: string, id: string) =>
  call(deleteSessionRoute, `/api/auth/sessions/${id}`, { method: "DELETE", token, params: { id } });
const putSecurity = (token: string, body: unknown) =>
  call(putSecurityRoute, "/api/users/security", { method: "PUT", token, body });
const sessionRow = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0];

afterEach(() => setClockOffsetForTests(0));

describe("sign-in", () => {
  it("creates a session row named by the token: device from the user agent, IP, created and last seen", async () => {
    const { user, password } = await createUser();
    const ip = randomIp();
    const token = await signin(user.email, password, CHROME_WINDOWS, ip);
    const row = await sessionRow(await sidOf(token));
    expect(row).toMatchObject({ userId: user.id, device: "Chrome on Windows", ip, revokedAt: null });
    expect(row.lastSeenAt.getTime()).toBe(row.createdAt.getTime());
    expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await me(token)).status).toBe(200);
  });

  it("gives the admin portal a session too", async () => {
    const { user, password } = await createUser({ role: "ADMIN" });
    const res = await call(adminLoginRoute, "/api/auth/admin/login", {
      body: { email: user.email, password },
      headers: fromPeer(randomIp(), { "user-agent": FIREFOX_LINUX }),
    });
    expect(res.status).toBe(200);
    const row = await sessionRow(await sidOf(res.body.token));
    expect(row).toMatchObject({ userId: user.id, device: "Firefox on Linux" });
    expect((await listSessions(res.body.token)).map((s) => s.current)).toEqual([true, false]); // and the factory's
  });

  it("refuses a well-signed token that names no session, or a session of another user", async () => {
    const a = await createUser();
    const b = await createUser();
    const noSuchSession = await mintToken(a.user, "no-such-session");
    expect((await me(noSuchSession)).status).toBe(401);
    const borrowed = await mintToken(a.user, await sidOf(b.token));
    expect((await me(borrowed)).status).toBe(401);
    // A token from before sessions existed (no sid claim) is no token.
    const sidless = await encode({
      token: { sub: String(a.user.id), email: a.user.email, role: "INVESTOR", tv: 0 },
      secret: process.env.NEXTAUTH_SECRET!,
    });
    expect((await me(sidless)).status).toBe(401);
    expect((await me(a.token)).status).toBe(200);
  });
});

describe("POST /api/auth/signout", () => {
  it("ends the session: the same token is refused at once as a bearer and as a cookie", async () => {
    const { user, password } = await createUser();
    const token = await signin(user.email, password);
    const other = await signin(user.email, password);
    expect((await meByCookie(token)).status).toBe(200);

    const res = await call(signoutRoute, "/api/auth/signout", {
      method: "POST",
      cookie: `token=${token}`,
      headers: SAME_ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res.headers)?.attrs).toContain("max-age=0");
    expect((await me(token)).status).toBe(401);
    const byCookie = await meByCookie(token);
    expect(byCookie.status).toBe(401);
    expect(sessionCookieOf(byCookie.headers)?.attrs).toContain("max-age=0");
    expect((await call(validateRoute, "/api/validate", { method: "POST", token })).body).toEqual({
      isAuthenticated: false,
    });
    const validated = await call(validateRoute, "/api/validate", {
      method: "POST",
      cookie: `token=${token}`,
    });
    expect(validated.body).toEqual({ isAuthenticated: false });
    expect(sessionCookieOf(validated.headers)?.attrs).toContain("max-age=0");
    expect((await sessionRow(await sidOf(token))).revokedAt).not.toBeNull();
    // Another device of the same user stays signed in.
    expect((await me(other)).status).toBe(200);
  });

  it("ends a bearer token's session too, and still answers 200 with no session at all", async () => {
    const { token } = await createUser();
    expect((await call(signoutRoute, "/api/auth/signout", { method: "POST", token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await call(signoutRoute, "/api/auth/signout", { method: "POST" })).status).toBe(200);
    expect((await call(signoutRoute, "/api/auth/signout", { method: "POST", token: "garbage" })).status).toBe(
      200,
    );
  });
});

describe("GET /api/auth/sessions", () => {
  it("lists the caller's active sessions, newest first, marking the current one", async () => {
    const { user, password, token } = await createUser();
    await call(signoutRoute, "/api/auth/signout", { method: "POST", token }); // the factory's session
    const first = await signin(user.email, password, CHROME_WINDOWS, "203.0.113.7");
    setClockOffsetForTests(MINUTE);
    const second = await signin(user.email, password, SAFARI_IPHONE, "198.51.100.9");
    setClockOffsetForTests(2 * MINUTE);
    const ended = await signin(user.email, password, FIREFOX_LINUX);
    await call(signoutRoute, "/api/auth/signout", { method: "POST", token: ended });
    await createUser(); // someone else's sessions are never listed

    const list = await listSessions(first);
    expect(list).toEqual([
      {
        id: await sidOf(second),
        device: "Safari on iOS",
        ip: "198.51.100.9",
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: false,
        passkey: null,
      },
      {
        id: await sidOf(first),
        device: "Chrome on Windows",
        ip: "203.0.113.7",
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
        passkey: null,
      },
    ]);
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThan(new Date(list[1].createdAt).getTime());
    expect((await listSessions(second)).map((s) => s.current)).toEqual([true, false]);
  });
});

describe("DELETE /api/auth/sessions/{id}", () => {
  it("signs out one session and leaves the others", async () => {
    const { user, password } = await createUser();
    const a = await signin(user.email, password);
    const b = await signin(user.email, password);
    const c = await signin(user.email, password);
    const res = await deleteSession(a, await sidOf(b));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Session signed out" });
    expect(sessionCookieOf(res.headers)).toBeUndefined();
    expect((await me(b)).status).toBe(401);
    expect((await me(a)).status).toBe(200);
    expect((await me(c)).status).toBe(200);
    // Already ended: nothing left to sign out.
    expect((await deleteSession(a, await sidOf(b))).status).toBe(404);
  });

  it("cannot touch another user's session: 404, and that session lives on", async () => {
    const mine = await createUser();
    const theirs = await createUser();
    const res = await deleteSession(mine.token, await sidOf(theirs.token));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Session not found", code: "SESSION_NOT_FOUND" });
    expect((await me(theirs.token)).status).toBe(200);
  });

  it("ending the current session is a sign-out: the cookie goes too", async () => {
    const { token } = await createUser();
    const res = await deleteSession(token, await sidOf(token));
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res.headers)?.attrs).toContain("max-age=0");
    expect((await me(token)).status).toBe(401);
  });

  it.each(["nope", "x".repeat(500), "a\u0000b", "%00"])("answers 404 for an id like %j", async (id) => {
    const { token } = await createUser();
    expect((await deleteSession(token, id)).status).toBe(404);
  });
});

describe("POST /api/auth/sessions/revoke-others", () => {
  it("signs out every other session of the caller and keeps the current one", async () => {
    const { user, password, token } = await createUser();
    const stranger = await createUser();
    const current = await signin(user.email, password);
    const others = [await signin(user.email, password), await signin(user.email, password, FIREFOX_LINUX)];
    const res = await call(revokeOthersRoute, "/api/auth/sessions/revoke-others", {
      method: "POST",
      token: current,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "All other sessions signed out", count: 3 });
    for (const t of [token, ...others]) expect((await me(t)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
    expect((await me(stranger.token)).status).toBe(200);
    expect((await listSessions(current)).map((s) => s.id)).toEqual([await sidOf(current)]);
  });
});

describe("password change, reset and delete", () => {
  it("a password change keeps the caller's session (same id, new token) and ends every other", async () => {
    const { user, password } = await createUser();
    const current = await signin(user.email, password);
    const other = await signin(user.email, password);
    const res = await call(changePasswordRoute, "/api/auth/change-password", {
      method: "POST",
      token: current,
      body: { currentPassword: password, newPassword: "Another-Horse-10" },
    });
    expect(res.status).toBe(200);
    expect(await sidOf(res.body.token)).toBe(await sidOf(current));
    expect((await me(res.body.token)).status).toBe(200);
    expect((await me(current)).status).toBe(401); // the old token version
    expect((await me(other)).status).toBe(401);
    expect((await sessionRow(await sidOf(other))).revokedAt).not.toBeNull();
    expect((await listSessions(res.body.token)).map((s) => s.id)).toEqual([await sidOf(current)]);
  });

  it("deleting a user revokes their session rows", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { user, token } = await createUser();
    const res = await call(deleteUserRoute, `/api/users/${user.id}`, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(user.id) },
    });
    expect(res.status).toBe(200);
    expect((await sessionRow(await sidOf(token))).revokedAt).not.toBeNull();
    expect((await me(token)).status).toBe(401);
  });
});

describe("idle timeout", () => {
  it("refuses a session idle longer than the user's timeout (30 min by default)", async () => {
    const { token } = await createUser();
    setClockOffsetForTests(29 * MINUTE);
    expect((await me(token)).status).toBe(200);
    // That request counted as activity: the idle time starts again from minute 29.
    setClockOffsetForTests((29 + 29) * MINUTE);
    expect((await me(token)).status).toBe(200);
    setClockOffsetForTests((29 + 29 + 31) * MINUTE);
    const res = await meByCookie(token);
    expect(res.status).toBe(401);
    expect(sessionCookieOf(res.headers)?.attrs).toContain("max-age=0");
  });

  it("follows the select: 15 minutes refuses at 16, 4 hours keeps a session idle for 3 h 59", async () => {
    const { token } = await createUser();
    expect((await putSecurity(token, { sessionTimeout: 15 })).status).toBe(200);
    setClockOffsetForTests(14 * MINUTE);
    expect((await me(token)).status).toBe(200);
    setClockOffsetForTests((14 + 16) * MINUTE);
    expect((await me(token)).status).toBe(401);

    const other = await createUser();
    expect((await putSecurity(other.token, { sessionTimeout: 240 })).status).toBe(200);
    setClockOffsetForTests(239 * MINUTE);
    expect((await me(other.token)).status).toBe(200);
    setClockOffsetForTests((239 + 241) * MINUTE);
    expect((await me(other.token)).status).toBe(401);
  });

  it("does not count a background refresh as activity: an open tab polling alone still goes idle", async () => {
    const { token } = await createUser();
    const poll = () => call(userRoute, "/api/user", { token, headers: { "x-apex-background": "1" } });
    setClockOffsetForTests(20 * MINUTE);
    expect((await poll()).status).toBe(200);
    setClockOffsetForTests(29 * MINUTE);
    expect((await poll()).status).toBe(200);
    setClockOffsetForTests(31 * MINUTE);
    expect((await poll()).status).toBe(401);
    expect((await me(token)).status).toBe(401);
  });

  it("drops idle sessions from the list", async () => {
    const { user, password } = await createUser();
    const idle = await signin(user.email, password);
    setClockOffsetForTests(20 * MINUTE);
    const active = await signin(user.email, password);
    setClockOffsetForTests(31 * MINUTE);
    expect((await listSessions(active)).map((s) => s.id)).toEqual([await sidOf(active)]);
    expect((await me(idle)).status).toBe(401);
  });
});

describe("last seen", () => {
  it("is written at most once a minute per session", async () => {
    const { token } = await createUser();
    const sid = await sidOf(token);
    const created = (await sessionRow(sid)).lastSeenAt.getTime();

    setClockOffsetForTests(30_000);
    expect((await me(token)).status).toBe(200);
    expect((await sessionRow(sid)).lastSeenAt.getTime()).toBe(created);

    setClockOffsetForTests(61_000);
    expect((await me(token)).status).toBe(200);
    const touched = (await sessionRow(sid)).lastSeenAt.getTime();
    expect(touched).toBeGreaterThanOrEqual(created + 61_000);

    setClockOffsetForTests(100_000);
    expect((await me(token)).status).toBe(200);
    expect((await sessionRow(sid)).lastSeenAt.getTime()).toBe(touched);

    setClockOffsetForTests(125_000);
    expect((await me(token)).status).toBe(200);
    expect((await sessionRow(sid)).lastSeenAt.getTime()).toBeGreaterThan(touched);
  });
});

describe("GET/PUT /api/users/security", () => {
  // The address book's switch rides on the same answer (docs/decisions.md, "Withdrawal addresses"): off, and no
  // switch-off pending, until the investor turns it on.
  // With no anti-phishing code set either (lib/users/anti-phishing.ts).
  const WHITELIST_OFF = { whitelistOnly: false, whitelistOffAt: null, antiPhishingCode: null };

  it("reads the defaults, saves either field or both, and answers what is saved (investor and admin)", async () => {
    for (const role of ["INVESTOR", "ADMIN"] as const) {
      const { user, token } = await createUser({ role });
      const get = () => call(getSecurityRoute, "/api/users/security", { token });
      expect((await get()).body).toEqual({ loginNotifications: false, sessionTimeout: 30, ...WHITELIST_OFF });
      const a = await putSecurity(token, { loginNotifications: true });
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ loginNotifications: true, sessionTimeout: 30, ...WHITELIST_OFF });
      const b = await putSecurity(token, { sessionTimeout: 60 });
      expect(b.body).toEqual({ loginNotifications: true, sessionTimeout: 60, ...WHITELIST_OFF });
      const c = await putSecurity(token, { loginNotifications: false, sessionTimeout: 240 });
      expect(c.body).toEqual({ loginNotifications: false, sessionTimeout: 240, ...WHITELIST_OFF });
      expect((await get()).body).toEqual({
        loginNotifications: false,
        sessionTimeout: 240,
        ...WHITELIST_OFF,
      });
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ loginNotifications: false, sessionTimeout: 240 });
    }
  });

  it.each([
    [{ sessionTimeout: 45 }, "Session timeout must be 15, 30, 60 or 240 minutes"],
    [{ sessionTimeout: "30" }, "Session timeout must be 15, 30, 60 or 240 minutes"],
    [{ sessionTimeout: null }, "Session timeout must be 15, 30, 60 or 240 minutes"],
    [{ loginNotifications: "yes" }, "Login notifications must be true or false"],
    [{}, "Nothing to save: send loginNotifications, sessionTimeout or both"],
  ])("refuses %j with 400", async (body, message) => {
    const { token } = await createUser();
    const res = await putSecurity(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(getSecurityRoute, "/api/users/security", { token })).body).toEqual({
      loginNotifications: false,
      sessionTimeout: 30,
      ...WHITELIST_OFF,
    });
  });

  it("needs a session", async () => {
    expect((await call(getSecurityRoute, "/api/users/security")).status).toBe(401);
    expect((await putSecurity("garbage", { sessionTimeout: 15 })).status).toBe(401);
  });
});

describe("sign-in notices", () => {
  const bell = async (userId: number) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, NEW_DEVICE_TITLE)));

  it("mails every new sign-in when the switch is on: time in UTC, device, IP and what to do", async () => {
    const { user, password, token } = await createUser();
    await putSecurity(token, { loginNotifications: true });
    await signin(user.email, password, CHROME_WINDOWS, "203.0.113.44");
    await signin(user.email, password, CHROME_WINDOWS, "203.0.113.45");
    const mails = (await readOutbox(user.email)).filter(
      (m) => m.subject === "New sign-in to your Apex account",
    );
    expect(mails).toHaveLength(2);
    const text = mails.map((m) => m.text).join("\n");
    expect(text).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(text).toContain("Device: Chrome on Windows");
    expect(text).toContain("IP address: 203.0.113.44");
    expect(text).toContain("IP address: 203.0.113.45");
    expect(text).toContain(
      "If this was not you, change your password at once, sign out all other sessions in Settings > Security, and contact support.",
    );
  });

  it("mails nothing for a device seen before when the switch is off (the default)", async () => {
    const { user, password } = await createUser();
    await signin(user.email, password);
    const [newDevice] = await readOutbox(user.email);
    expect(newDevice.subject).toBe("Sign-in to your Apex account from a new device");
    await signin(user.email, password);
    expect(await readOutbox(user.email)).toHaveLength(1);
  });

  it("mails an administrator's portal sign-in too", async () => {
    const { user, password, token } = await createUser({ role: "ADMIN" });
    await putSecurity(token, { loginNotifications: true });
    await call(adminLoginRoute, "/api/auth/admin/login", {
      body: { email: user.email, password },
      headers: fromPeer(randomIp(), { "user-agent": FIREFOX_LINUX }),
    });
    await runQueuedJobs();
    const [mail] = await readOutbox(user.email);
    expect(mail?.text).toContain("Device: Firefox on Linux");
  });

  it("puts a notice in the bell and mails for a device never seen on the account, whatever the switch", async () => {
    const { user, password } = await createUser(); // its factory session's device is "Unknown device"
    await signin(user.email, password, CHROME_WINDOWS, "203.0.113.50");
    expect(await bell(user.id)).toHaveLength(1);
    await signin(user.email, password, CHROME_WINDOWS); // seen before: no new notice
    expect(await bell(user.id)).toHaveLength(1);
    const token = await signin(user.email, password, SAFARI_IPHONE);
    const notices = await bell(user.id);
    expect(notices).toHaveLength(2);
    expect(notices.map((n) => n.content).join("\n")).toContain(
      "from Chrome on Windows (IP address 203.0.113.50",
    );
    // The investor sees it in the bell.
    const listed = (await call(notificationsRoute, "/api/notifications", { token })).body as {
      title: string;
    }[];
    expect(listed.filter((n) => n.title === NEW_DEVICE_TITLE)).toHaveLength(2);
    // The switch is off: only the two new devices are mailed, each with the lock link.
    const mails = await readOutbox(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Sign-in to your Apex account from a new device",
      "Sign-in to your Apex account from a new device",
    ]);
    expect(mails.map((m) => m.text).join("\n")).toContain("IP address: 203.0.113.50");
    for (const m of mails) expect(m.text).toContain("/lock-account?token=");
  });

  it("two sign-ins from a new device at once give exactly one notice", async () => {
    const { user, password } = await createUser();
    await Promise.all([
      signin(user.email, password, SAFARI_IPHONE),
      signin(user.email, password, SAFARI_IPHONE),
    ]);
    expect(await bell(user.id)).toHaveLength(1);
  });

  it("a sign-in waits for one of the same account still being written, then counts its device as seen", async () => {
    const { user } = await createUser(); // its factory session is an "Unknown device"
    const origin = { ip: randomIp(), userAgent: SAFARI_IPHONE };
    let secondDone = false;
    let second: Promise<string> | undefined;
    await db().transaction(async (tx) => {
      expect(await deviceIsNew(tx, user.id, deviceLabel(SAFARI_IPHONE))).toBe(true);
      await createSession(user, origin, tx);
      second = startSession(user, origin).then((token) => ((secondDone = true), token));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Still waiting: the first sign-in has not committed.
      expect(secondDone).toBe(false);
    });
    await second;
    await runQueuedJobs();
    expect(await bell(user.id)).toHaveLength(0);
  });

  it("a notice job queued without the sign-in's decision still decides from the sessions before its own", async () => {
    const { user } = await createUser(); // its factory session is an "Unknown device"
    const origin = { ip: "203.0.113.60", userAgent: SAFARI_IPHONE };
    const first = await createSession(user, origin);
    const second = await createSession(user, origin);
    const job = (s: typeof first) => ({
      userId: user.id,
      sessionId: s.sessionId,
      device: s.device,
      ip: origin.ip,
      at: s.createdAt.toISOString(),
    });
    await db().transaction((tx) => noticeSignIn(job(first), tx));
    await db().transaction((tx) => noticeSignIn(job(second), tx));
    expect(await bell(user.id)).toHaveLength(1);
  });

  it("a device signed out earlier still counts as seen", async () => {
    const { user, password } = await createUser();
    const t = await signin(user.email, password, FIREFOX_LINUX);
    await call(signoutRoute, "/api/auth/signout", { method: "POST", token: t });
    await signin(user.email, password, FIREFOX_LINUX);
    expect(await bell(user.id)).toHaveLength(1);
  });
});

describe("deviceLabel", () => {
  it.each([
    [CHROME_WINDOWS, "Chrome on Windows"],
    [FIREFOX_LINUX, "Firefox on Linux"],
    [SAFARI_IPHONE, "Safari on iOS"],
    [
      // Headless Chromium (the browser journeys) is Chrome, not the Safari its agent also names.
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari on macOS",
    ],
    ["curl/8.5.0", "curl"],
    ["", "Unknown device"],
    [null, "Unknown device"],
  ])("labels %j as %j", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

// Tokens signed by the tests' factory helper work like any other.
it("signedInToken makes a live session", async () => {
  const { user } = await createUser();
  const token = await signedInToken(user, { userAgent: SAFARI_IPHONE });
  expect((await sessionRow(await sidOf(token))).device).toBe("Safari on iOS");
  expect((await me(token)).status).toBe(200);
});
