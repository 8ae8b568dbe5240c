// Every investor read/settings route refuses a caller without a (live) session with 401 and writes nothing.
import { eq } from "drizzle-orm";
import { POST as markRead } from "@/app/api/notifications/[id]/read/route";
import { POST as markAllRead } from "@/app/api/notifications/read-all/route";
import { GET as listNotifications } from "@/app/api/notifications/route";
import { GET as depositAddresses } from "@/app/api/deposits/addresses/route";
import { GET as deposits } from "@/app/api/deposits/route";
import { GET as plans } from "@/app/api/investments/route";
import { POST as supportTicket } from "@/app/api/support-ticket/route";
import { POST as settings } from "@/app/api/user/settings/route";
import { GET as balances } from "@/app/api/users/balances/route";
import { GET as mainBalance } from "@/app/api/users/main-balance/route";
import { GET as getNotifPrefs, PUT as putNotifPrefs } from "@/app/api/users/notifications/route";
import { GET as getPrefs, PUT as putPrefs } from "@/app/api/users/preferences/route";
import { PUT as profile } from "@/app/api/users/profile/route";
import { GET as transactions } from "@/app/api/users/transactions/route";
import { supportTickets, users } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";

const { db } = setupTestDb();

type Handler = Parameters<typeof call>[0];
const routes: [string, Handler, string, CallOptions][] = [
  ["GET /api/users/main-balance", mainBalance, "/api/users/main-balance", {}],
  ["GET /api/users/balances", balances, "/api/users/balances", {}],
  ["GET /api/users/transactions", transactions, "/api/users/transactions", {}],
  ["GET /api/investments", plans, "/api/investments", {}],
  ["GET /api/deposits", deposits, "/api/deposits", {}],
  ["GET /api/deposits/addresses", depositAddresses, "/api/deposits/addresses", {}],
  ["POST /api/user/settings", settings, "/api/user/settings", { body: { transactionPin: "1234" } }],
  [
    "PUT /api/users/profile",
    profile,
    "/api/users/profile",
    { method: "PUT", body: { name: "X Y", email: "x@example.com", phone: "+12025550123" } },
  ],
  ["GET /api/users/notifications", getNotifPrefs, "/api/users/notifications", {}],
  [
    "PUT /api/users/notifications",
    putNotifPrefs,
    "/api/users/notifications",
    {
      method: "PUT",
      body: {
        investmentUpdates: false,
        transactionAlerts: false,
        weeklyReports: false,
        systemUpdates: false,
        emailFrequency: "never",
      },
    },
  ],
  ["GET /api/users/preferences", getPrefs, "/api/users/preferences", {}],
  [
    "PUT /api/users/preferences",
    putPrefs,
    "/api/users/preferences",
    { method: "PUT", body: { currency: "EUR", language: "fr", autoRefresh: false } },
  ],
  [
    "POST /api/support-ticket",
    supportTicket,
    "/api/support-ticket",
    { body: { subject: "s", message: "m" } },
  ],
  ["GET /api/notifications", listNotifications, "/api/notifications", {}],
  [
    "POST /api/notifications/1/read",
    markRead,
    "/api/notifications/1/read",
    { method: "POST", params: { id: "1" } },
  ],
  ["POST /api/notifications/read-all", markAllRead, "/api/notifications/read-all", { method: "POST" }],
];

describe("investor routes without a session", () => {
  it.each(routes)("%s answers 401 with no token", async (_name, handler, path, opts) => {
    const res = await call(handler, path, opts);
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe("string");
  });

  it.each(routes)("%s answers 401 with a forged token", async (_name, handler, path, opts) => {
    const res = await call(handler, path, { ...opts, token: "not-a-real-token" });
    expect(res.status).toBe(401);
  });

  it("answers 401 to a token whose user was deleted, and writes nothing", async () => {
    const a = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, a.user.id));
    const res = await call(supportTicket, "/api/support-ticket", {
      token: a.token,
      body: { subject: "s", message: "m" },
    });
    expect(res.status).toBe(401);
    expect(await db().select().from(supportTickets).where(eq(supportTickets.userId, a.user.id))).toHaveLength(
      0,
    );
  });
});
