// The role × route matrix: every admin route of the table, called by an administrator of each role, answers
// as lib/admin/roles/permissions.ts says — the work it allows, or a 403 that changes nothing.
import { eq, sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { ADMIN_ROLES, can, type AdminRole } from "@/lib/admin/roles/permissions";
import { requiredPermission } from "@/lib/api/admin-permission";
import { ROLE_FORBIDDEN } from "@/lib/api/route";
import { ROUTE_TABLE } from "@/lib/api/route-table";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { discoverRoutes, type Handler } from "../helpers/routes";

const { db } = setupTestDb();

beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const ADMIN_ROUTES = ROUTE_TABLE.filter((r) => r.access === "admin");

let handlers: Map<string, Handler>;
const admins = {} as Record<AdminRole, number>;

beforeAll(async () => {
  handlers = await discoverRoutes();
  for (const role of ADMIN_ROLES)
    admins[role] = (await createUser({ role: "ADMIN", adminRole: role })).user.id;
});

async function tokenOf(role: AdminRole) {
  const [user] = await db().select().from(users).where(eq(users.id, admins[role]));
  return signedInToken(user);
}

function request(method: string, routePath: string, token: string) {
  const params: Record<string, string> = {};
  const url = routePath.replace(/\[(\w+)\]/g, (_m, name: string) => (params[name] = "999999"));
  return call(handlers.get(`${method} ${routePath}`)!, url, {
    method,
    token,
    params,
    body: method === "GET" || method === "DELETE" ? undefined : {},
  });
}

/** What a refused call must not have touched: the audit trail, the ledger, the queue, the accounts. */
async function fingerprint() {
  const rows = await db().execute(sql`select
    (select count(*) from audit_entries)::int as audit,
    (select count(*) from ledger_entries)::int as ledger,
    (select count(*) from jobs)::int as jobs,
    (select count(*) from investment_plans)::int as plans,
    (select count(*) from notifications)::int as notifications,
    (select max(updated_at) from users)::text as users`);
  return (rows as unknown as { rows?: unknown[] }).rows ?? rows;
}

it('declares a permission for every admin route (lib/api/route-table.ts: admin("<permission>"))', () => {
  const undeclared = ADMIN_ROUTES.filter((r) => !r.permission).map((r) => `${r.method} ${r.path}`);
  // A route listed here is the owner's alone until its entry names the permission it needs.
  expect(undeclared).toEqual([]);
});

it("keeps a route without a declared permission to the owner", async () => {
  expect(await requiredPermission("POST", "/api/admin/not-a-declared-route")).toBe("admins.manage");
  expect(ADMIN_ROLES.filter((r) => can(r, "admins.manage"))).toEqual(["OWNER"]);
});

describe.each(ADMIN_ROLES)("%s", (role) => {
  it("gets exactly what the role matrix allows, and a refusal changes nothing", async () => {
    const token = await tokenOf(role);
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const entry of ADMIN_ROUTES) {
      if (!can(role, entry.permission!)) {
        const res = await request(entry.method, entry.path, token);
        if (res.status !== 403 || res.body?.message !== ROLE_FORBIDDEN)
          wrong.push(`${entry.method} ${entry.path}: ${res.status}, expected the role's 403`);
      }
    }
    expect(await fingerprint()).toEqual(before);
    for (const entry of ADMIN_ROUTES) {
      if (can(role, entry.permission!)) {
        const res = await request(entry.method, entry.path, token);
        if (res.status === 403 || res.status === 401 || res.status >= 500)
          wrong.push(`${entry.method} ${entry.path}: ${res.status}, expected the route's own answer`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

it("reads the role from the database on each call: a changed role holds at once", async () => {
  const { user } = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
  const token = await signedInToken(user);
  expect((await request("GET", "/api/admin/audit/trail", token)).status).toBe(403);
  await db().update(users).set({ adminRole: "AUDITOR" }).where(eq(users.id, user.id));
  expect((await request("GET", "/api/admin/audit/trail", token)).status).toBe(200);
  await db().update(users).set({ adminRole: null }).where(eq(users.id, user.id));
  expect((await request("GET", "/api/users/count", token)).status).toBe(403);
});
