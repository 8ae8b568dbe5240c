// Every route of the app and who may call it (design.md, "Auth"). The table is checked against the
// filesystem: a route.ts (or an exported method) missing from it fails, so new routes must be classified.
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { discoverRoutes, type Handler } from "../helpers/routes";

const { db } = setupTestDb();

beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

/** public: anyone; user: any signed-in account; investor: INVESTOR role only (moves the caller's money);
 *  admin: ADMIN role only; cron: the CRON_SECRET bearer only; bench: nobody, a 404, unless the server was
 *  started for `npm run bench:api` (lib/bench/bench-route.ts). */
type Access = "public" | "user" | "investor" | "admin" | "cron" | "bench";

const ROUTES: [method: string, path: string, access: Access][] = [
  // auth and session
  ["POST", "/api/auth/signup", "public"],
  ["POST", "/api/auth/signin", "public"],
  ["POST", "/api/auth/signout", "public"],
  ["POST", "/api/auth/admin/login", "public"],
  ["POST", "/api/auth/verify-email", "public"],
  ["POST", "/api/auth/resend-code", "public"],
  ["POST", "/api/auth/forgot-password", "public"],
  ["POST", "/api/auth/reset-password", "public"],
  ["POST", "/api/auth/change-password", "user"],
  ["POST", "/api/auth/signin/2fa", "public"],
  ["POST", "/api/auth/2fa/setup", "user"],
  ["POST", "/api/auth/2fa/enable", "user"],
  ["POST", "/api/auth/2fa/disable", "user"],
  ["GET", "/api/auth/2fa/status", "user"],
  ["GET", "/api/auth/sessions", "user"],
  ["DELETE", "/api/auth/sessions/[id]", "user"],
  ["POST", "/api/auth/sessions/revoke-others", "user"],
  ["GET", "/api/users/security", "user"],
  ["PUT", "/api/users/security", "user"],
  ["POST", "/api/validate", "public"],
  ["POST", "/api/contact", "public"],
  // investor
  ["GET", "/api/user", "user"],
  ["POST", "/api/user/settings", "user"],
  ["GET", "/api/users/balances", "user"],
  ["GET", "/api/users/main-balance", "user"],
  ["GET", "/api/users/transactions", "user"],
  ["GET", "/api/users/interest", "user"],
  ["GET", "/api/prices", "user"],
  ["GET", "/api/users/analytics", "user"],
  ["PUT", "/api/users/profile", "user"],
  ["GET", "/api/users/notifications", "user"],
  ["PUT", "/api/users/notifications", "user"],
  ["GET", "/api/users/preferences", "user"],
  ["PUT", "/api/users/preferences", "user"],
  ["GET", "/api/auth/user/withdrawal-pin-status", "user"],
  ["POST", "/api/auth/user/set-withdrawal-pin", "investor"],
  ["POST", "/api/auth/user/change-withdrawal-pin", "investor"],
  ["GET", "/api/investments", "user"],
  ["POST", "/api/investments/subscribe", "investor"],
  ["GET", "/api/deposits", "user"],
  ["GET", "/api/deposits/addresses", "user"],
  ["GET", "/api/withdrawals", "user"],
  ["POST", "/api/withdrawals", "investor"],
  ["GET", "/api/notifications", "user"],
  ["POST", "/api/notifications/[id]/read", "user"],
  ["POST", "/api/notifications/read-all", "user"],
  ["GET", "/api/support-ticket", "user"],
  ["POST", "/api/support-ticket", "user"],
  ["GET", "/api/kyc", "user"],
  ["POST", "/api/kyc", "investor"],
  // admin
  ["GET", "/api/users/count", "admin"],
  ["GET", "/api/users/summary", "admin"],
  ["GET", "/api/transactions/count", "admin"],
  ["GET", "/api/investments/count", "admin"],
  ["GET", "/api/users", "admin"],
  ["POST", "/api/users/verify-user", "admin"],
  ["POST", "/api/auth/addUser", "admin"],
  ["POST", "/api/users/credit", "admin"],
  ["POST", "/api/users/reset-balance", "admin"],
  ["DELETE", "/api/users/[id]", "admin"],
  ["GET", "/api/admin/audit/trail", "admin"],
  ["GET", "/api/admin/audit/summary", "admin"],
  ["GET", "/api/admin/audit/export", "admin"],
  ["GET", "/api/admin/investments", "admin"],
  ["GET", "/api/admin/support-tickets", "admin"],
  ["PUT", "/api/admin/support-tickets/[id]", "admin"],
  ["GET", "/api/admin/reconcile", "admin"],
  ["POST", "/api/investments/add", "admin"],
  ["PUT", "/api/investments/[id]", "admin"],
  ["DELETE", "/api/investments/[id]", "admin"],
  ["POST", "/api/investments/calculate-interest", "admin"],
  ["GET", "/api/transactions", "admin"],
  ["PUT", "/api/transactions/[id]", "admin"],
  ["DELETE", "/api/transactions/[id]", "admin"],
  ["GET", "/api/admin/withdrawals/all", "admin"],
  ["POST", "/api/withdrawals/approve", "admin"],
  ["POST", "/api/withdrawals/reject", "admin"],
  ["POST", "/api/email", "admin"],
  ["GET", "/api/admin/notifications", "admin"],
  ["POST", "/api/admin/notifications", "admin"],
  ["PUT", "/api/admin/notifications/[id]", "admin"],
  ["DELETE", "/api/admin/notifications/[id]", "admin"],
  ["GET", "/api/admin/kyc", "admin"],
  ["GET", "/api/admin/kyc/[id]", "admin"],
  ["POST", "/api/admin/kyc/[id]/reveal", "admin"],
  ["GET", "/api/admin/kyc/[id]/documents/[kind]", "admin"],
  ["POST", "/api/admin/kyc/[id]/approve", "admin"],
  ["POST", "/api/admin/kyc/[id]/reject", "admin"],
  // host scheduler
  ["GET", "/api/cron/interest", "cron"],
  // bench only
  ["GET", "/api/bench/empty", "bench"],
  ["GET", "/api/bench/balances", "bench"],
  ["GET", "/api/bench/balances-before", "bench"],
  ["GET", "/api/bench/transactions", "bench"],
  ["POST", "/api/bench/validate", "bench"],
];

let handlers: Map<string, Handler>;
let investorId: number;
let adminId: number;
beforeAll(async () => {
  handlers = await discoverRoutes();
  investorId = (await createUser()).user.id;
  adminId = (await createUser({ role: "ADMIN" })).user.id;
});

// A fresh token per call: a route under test may legitimately end sessions (sign-out, password change).
async function tokenFor(id: number) {
  const [user] = await db().select().from(users).where(eq(users.id, id));
  return signedInToken(user);
}

function request(method: string, routePath: string, token?: string) {
  const handler = handlers.get(`${method} ${routePath}`);
  if (!handler) throw new Error(`no handler for ${method} ${routePath}`);
  const params: Record<string, string> = {};
  const url = routePath.replace(/\[(\w+)\]/g, (_m, name: string) => (params[name] = "999999"));
  return call(handler, url, {
    method,
    token,
    params,
    body: method === "GET" || method === "HEAD" ? undefined : {},
  });
}

it("lists every route of the app, and nothing that is not one", async () => {
  const inTable = ROUTES.map(([m, p]) => `${m} ${p}`).sort();
  expect(new Set(inTable).size).toBe(inTable.length);
  expect(inTable).toEqual([...handlers.keys()].sort());
});

describe.each(ROUTES)("%s %s (%s)", (method, routePath, access) => {
  it("answers an anonymous caller as its access says", async () => {
    const res = await request(method, routePath);
    if (access === "bench") expect(res.status).toBe(404);
    else if (access === "public") expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(401);
  });

  it("answers an investor as its access says", async () => {
    const res = await request(method, routePath, await tokenFor(investorId));
    if (access === "bench") expect(res.status).toBe(404);
    else if (access === "admin") expect(res.status).toBe(403);
    else if (access === "cron") expect(res.status).toBe(401);
    else expect([401, 403]).not.toContain(res.status);
  });

  it("answers an administrator as its access says", async () => {
    const res = await request(method, routePath, await tokenFor(adminId));
    if (access === "bench") expect(res.status).toBe(404);
    else if (access === "cron") expect(res.status).toBe(401);
    else if (access === "investor") expect(res.status).toBe(403);
    else expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});

it("lets the cron route run with its secret", async () => {
  const res = await call(handlers.get("GET /api/cron/interest")!, "/api/cron/interest", {
    token: process.env.CRON_SECRET,
  });
  expect(res.status).toBe(200);
});
