// "No route answers 500 to anything a client can send": every route, as an administrator (or, for the
// investor-only money calls, as an investor), gets malformed JSON, wrong types, absurd numbers, huge strings and bad ids. Each answer must
// be a 4xx/2xx with a JSON `message`, never a 5xx.
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { mintToken } from "@/lib/auth/token";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { discoverRoutes, type Handler } from "../helpers/routes";

const { db } = setupTestDb();

let routes: [string, Handler][] = [];
let adminId: number;
let investorId: number;
/** Routes an administrator is refused (investor-only): they are exercised as an investor. */
const investorOnly = new Set<string>();
beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  routes = [...(await discoverRoutes()).entries()];
  adminId = (await createUser({ role: "ADMIN" })).user.id;
  investorId = (await createUser()).user.id;
  for (const [key, handler] of routes) {
    const [method, routePath] = key.split(" ");
    const probe = await send(method, routePath, handler, { body: method === "GET" ? undefined : {} });
    if (probe.status === 403) investorOnly.add(key);
  }
});
afterAll(() => jest.restoreAllMocks());

// Field names the contract uses anywhere, so hostile values reach the validators of every route.
const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "name",
  "phone",
  "code",
  "token",
  "currentPassword",
  "newPassword",
  "userId",
  "adminId",
  "currency",
  "asset",
  "amount",
  "reason",
  "date",
  "planId",
  "network",
  "address",
  "pin",
  "currentPin",
  "newPin",
  "transactionPin",
  "subject",
  "message",
  "body",
  "priority",
  "recipients",
  "title",
  "content",
  "plan",
  "minimumAmount",
  "maximumAmount",
  "interestRate",
  "totalReturns",
  "recommended",
  "type",
  "status",
  "details",
  "planName",
  "usdEquivalent",
  "currency",
  "language",
  "autoRefresh",
  "emailFrequency",
  "investmentUpdates",
  "transactionAlerts",
  "weeklyReports",
  "systemUpdates",
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  1.23456789012,
  "",
  " ",
  "NaN",
  "Infinity",
  "1e400",
  "-0.000000001",
  "0x10",
  "x".repeat(20000),
  [],
  {},
  [1, 2],
  { $ne: null },
  "2026-13-45",
  "'; drop table users; --",
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const RAW_BODIES = ["{", "null", "[]", '"text"', "123", '{"email":', "\u0000"];
const BAD_IDS = ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%00"];
const BAD_QUERIES: Record<string, string>[] = [
  { limit: "-1", offset: "abc", page: "0", action: "bogus", startDate: "not-a-date", endDate: "2026-99-99" },
  { limit: "1e9", offset: "-5", page: "99999999999", type: "NOT_A_TYPE", id: "abc" },
  { id: "1; select 1", type: "SUBSCRIPTION", startDate: "2026-01-01", endDate: "2025-01-01" },
  { from: "2026-02-30", to: "x".repeat(5000), format: "pdf", subscriptionId: "1e3" },
  { from: "2026-01-01", to: "2025-01-01", subscriptionId: "99999999999999999999" },
];

async function send(method: string, routePath: string, handler: Handler, opts: Parameters<typeof call>[2]) {
  const callerId = investorOnly.has(`${method} ${routePath}`) ? investorId : adminId;
  const [user] = await db().select().from(users).where(eq(users.id, callerId));
  const token = await mintToken(user);
  const params: Record<string, string> = {};
  const id = (opts?.params as Record<string, string> | undefined)?.id ?? "1";
  const url = routePath.replace(/\[(\w+)\]/g, (_m, name: string) => (params[name] = id));
  const res = await call(handler, url, { ...opts, method, token, params });
  return res;
}

function expectHandled(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  if (res.status >= 400) expect(typeof (res.body as { message?: unknown })?.message).toBe("string");
}

it("finds the app's routes, and reaches the investor-only ones as an investor", () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(investorOnly).toContain("POST /api/withdrawals");
});

it("answers malformed bodies, hostile field values and bad ids with a 4xx, never a 5xx", async () => {
  for (const [key, handler] of routes) {
    const [method, routePath] = key.split(" ");
    const hasBody = method !== "GET" && method !== "HEAD";
    if (hasBody) {
      for (const rawBody of RAW_BODIES)
        expectHandled(await send(method, routePath, handler, { rawBody }), `${key} raw ${rawBody}`);
      for (const value of HOSTILE_VALUES) {
        expectHandled(
          await send(method, routePath, handler, { body: everyField(value) }),
          `${key} ${JSON.stringify(value)?.slice(0, 40)}`,
        );
      }
    } else {
      for (const query of BAD_QUERIES)
        expectHandled(
          await send(method, routePath, handler, { query }),
          `${key} ?${new URLSearchParams(query)}`,
        );
    }
    if (routePath.includes("[")) {
      for (const id of BAD_IDS)
        expectHandled(
          await send(method, routePath, handler, { params: { id }, body: hasBody ? {} : undefined }),
          `${key} id=${id}`,
        );
    }
    for (const id of ["abc", "-1"]) {
      // Routes that take the id in the query string (withdrawal approve/reject).
      expectHandled(
        await send(method, routePath, handler, { query: { id }, body: hasBody ? {} : undefined }),
        `${key} ?id=${id}`,
      );
    }
  }
});

it("survives random JSON bodies built from the contract's field names", async () => {
  const bodyRoutes = routes.filter(([key]) => !key.startsWith("GET ") && !key.startsWith("HEAD "));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...bodyRoutes),
      fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
      async ([key, handler], body) => {
        const [method, routePath] = key.split(" ");
        expectHandled(
          await send(method, routePath, handler, { body }),
          `${key} ${JSON.stringify(body).slice(0, 200)}`,
        );
      },
    ),
    { numRuns: 300 },
  );
});
