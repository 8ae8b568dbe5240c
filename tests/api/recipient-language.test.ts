// The platform writes to a person in their saved language: the login alert e-mail, the bell notice of a new
// device and a withdrawal decision arrive in German or Japanese when that is the investor's language, and in
// English (word for word as before) when nothing is saved.
import { eq } from "drizzle-orm";
import { notifications, users, type AppPreferences, type User } from "@/db/schema";
import { noticeSignIn } from "@/lib/auth/sign-in-notice";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { rejectWithdrawal } from "@/lib/withdrawals/reject-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { expectBooksBalanced, fund } from "../helpers/money";
import { mailedTo } from "../helpers/jobs";

const { db } = setupTestDb();
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
afterEach(expectBooksBalanced);

// Later than any session the test creates, so those count as earlier sign-ins.
const AT = new Date("2030-01-05T06:41:00Z");

async function investor(language: string | null) {
  const { user } = await createUser({ name: "Erika Muster" });
  const preferences: AppPreferences | null = language
    ? { currency: "USD", language, autoRefresh: true }
    : null;
  await db().update(users).set({ preferences, loginNotifications: true }).where(eq(users.id, user.id));
  return user;
}

async function signInFromNewDevice(user: User) {
  // An earlier session from another device, so the bell hears of this one too.
  await signedInToken(user, { userAgent: FIREFOX_LINUX });
  await noticeSignIn(
    {
      userId: user.id,
      // Its own session, as every sign-in has: the mail is queued once per session.
      sessionId: `b${user.id}`.padEnd(64, "b"),
      device: "Chrome on Windows",
      ip: "203.0.113.5",
      at: AT.toISOString(),
    },
    db(),
  );
}

const noticesOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

async function pendingWithdrawal(userId: number, amount: string) {
  await fund(userId, "ETHEREUM", "2000");
  return openWithdrawalRequest({
    userId,
    asset: "ETHEREUM",
    amount,
    network: "Ethereum Network",
    address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  });
}

let adminId = 0;
beforeAll(async () => {
  adminId = (await createUser({ role: "ADMIN" })).user.id;
});

describe("the login alert", () => {
  it("is in German for an investor whose saved language is de", async () => {
    const user = await investor("de");
    await noticeSignIn(
      {
        userId: user.id,
        sessionId: "c".repeat(64),
        device: "Chrome on Windows",
        ip: "203.0.113.5",
        at: AT.toISOString(),
      },
      db(),
    );
    const [mail] = await mailedTo(user.email);
    expect(mail.subject).toBe("Neue Anmeldung bei Ihrem Apex-Konto");
    expect(mail.text).toContain("Hallo Erika Muster,");
    expect(mail.text).toContain("Zeitpunkt: 5. Januar 2030 um 06:41 UTC");
    expect(mail.text).toContain("IP-Adresse: 203.0.113.5");
  });

  it("is in Japanese for an investor whose saved language is ja, the bell notice too", async () => {
    const user = await investor("ja");
    await signInFromNewDevice(user);
    const [mail] = await mailedTo(user.email);
    expect(mail.subject).toBe("Apexアカウントへの新しいログイン");
    expect(mail.text).toContain("Erika Muster 様");
    const [notice] = await noticesOf(user.id);
    expect(notice.title).toBe("アカウントへの新しいログイン");
    expect(notice.content).toMatch(/^2030年1月5日 6:41 UTCに、Chrome on Windowsから/);
  });

  it("stays in English, word for word, when no language is saved", async () => {
    const user = await investor(null);
    await signInFromNewDevice(user);
    const [mail] = await mailedTo(user.email);
    expect(mail.subject).toBe("New sign-in to your Apex account");
    // The lock link's token is new for every mail: the rest is the mail word for word.
    expect(mail.text.replace(/token=[\w-]+/, "token=<token>")).toBe(
      "Hello Erika Muster,\n\nYour Apex account was just signed in.\n\nTime: 2030-01-05 06:41 UTC\n" +
        "Device: Chrome on Windows (approximate, read from the browser)\nIP address: 203.0.113.5\n\n" +
        "If this was you, there is nothing to do. If this was not you, change your password at once, sign out " +
        "all other sessions in Settings > Security, and contact support.\n\n" +
        "Not you? Lock your account at once (every session is signed out, withdrawal requests not yet sent are " +
        "cancelled): http://localhost:3000/lock-account?token=<token>\nThe link works once, for 7 days.",
    );
    const [notice] = await noticesOf(user.id);
    expect(notice.title).toBe("New sign-in to your account");
  });
});

describe("a withdrawal decision", () => {
  it("is written in German, with the amount as a German reader writes it", async () => {
    const user = await investor("de");
    const request = await pendingWithdrawal(user.id, "1234.5");
    await rejectWithdrawal(request.id, adminId);
    const [notice] = await noticesOf(user.id);
    expect(notice.title).toBe("Auszahlung abgelehnt");
    expect(notice.content).toBe(
      "Ihre Auszahlung von 1.234,5 ETH wurde abgelehnt. Der Betrag wurde Ihrem Guthaben wieder gutgeschrieben.",
    );
  });

  it("is written in Japanese", async () => {
    const user = await investor("ja");
    const request = await pendingWithdrawal(user.id, "0.4");
    await approveWithdrawal(request.id, adminId);
    const [notice] = await noticesOf(user.id);
    expect(notice.title).toBe("出金が承認されました");
    expect(notice.content).toBe(
      "0x742d35Cc6634C0532925a3b844Bc454e4438f44e（Ethereum Network）への 0.4 ETH の出金が承認されました。",
    );
  });
});
