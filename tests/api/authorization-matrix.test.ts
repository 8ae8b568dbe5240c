// Every route of the app and who may call it (docs/decisions.md, "Sessions and access"). The table is
// checked against the filesystem: a route.ts (or an exported method) missing from it fails, so new routes must be classified.
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { ROUTE_TABLE, type Access } from "@/lib/api/route-table";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { discoverRoutes, type Handler } from "../helpers/routes";

const { db } = setupTestDb();

beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

// The table (who may call each route) lives in lib/api/route-table.ts, which also feeds the OpenAPI document;
// this suite checks it against the real answers.
const ROUTES = ROUTE_TABLE.map((r) => [r.method, r.path, r.access] as [string, string, Access]);

let handlers: Map<string, Handler>;
let investorId: number;
let adminId: number;
beforeAll(async () => {
  handlers = await discoverRoutes();
  investorId = (await createUser()).user.id;
  adminId = (await createUser({ role: "ADMIN" })).user.id;
});

// A fresh token per call: a route under test may legitimately end sessions (sign-out, password change) or
// lock the account (POST /api/users/lock), which this lifts first.
async function tokenFor(id: number) {
  await db().update(users).set({ lockedAt: null, lockedBy: null, lockReason: null }).where(eq(users.id, id));
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

/** Every answer of a signed-in route (its refusals too) and of a public mutation is nobody else's to keep. */
function expectNotStored(access: Access, method: string, res: { status: number; headers: Headers }) {
  const personal =
    ["user", "investor", "admin"].includes(access) || (access === "public" && method !== "GET");
  if (personal)
    expect([res.status, res.headers.get("cache-control")]).toEqual([
      res.status,
      expect.stringContaining("no-store"),
    ]);
}

describe.each(ROUTES)("%s %s (%s)", (method, routePath, access) => {
  it("answers an anonymous caller as its access says", async () => {
    const res = await request(method, routePath);
    if (access === "bench") expect(res.status).toBe(404);
    else if (access === "public") expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(401);
    expectNotStored(access, method, res);
  });

  it("answers an investor as its access says", async () => {
    const res = await request(method, routePath, await tokenFor(investorId));
    if (access === "bench") expect(res.status).toBe(404);
    else if (access === "admin") expect(res.status).toBe(403);
    else if (access === "cron") expect(res.status).toBe(401);
    else expect([401, 403]).not.toContain(res.status);
    expectNotStored(access, method, res);
  });

  it("answers an administrator as its access says", async () => {
    const res = await request(method, routePath, await tokenFor(adminId));
    if (access === "bench") expect(res.status).toBe(404);
    else if (access === "cron") expect(res.status).toBe(401);
    else if (access === "investor") expect(res.status).toBe(403);
    else expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
    expectNotStored(access, method, res);
  });
});

it("lets the cron route run with its secret", async () => {
  const res = await call(handlers.get("GET /api/cron/interest")!, "/api/cron/interest", {
    token: process.env.CRON_SECRET,
  });
  expect(res.status).toBe(200);
});
