// The answers match the OpenAPI document: for routes whose entry in lib/api/route-table.ts gives a real output
// schema, a real call's JSON parses with it and has no field the schema does not declare (so the document
// cannot drift from the code, and no column leaks unannounced).
import { z } from "zod";
import { ROUTE_TABLE } from "@/lib/api/route-table";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { discoverRoutes, type Handler } from "../helpers/routes";

setupTestDb();

let handlers: Map<string, Handler>;
let investor: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  handlers = await discoverRoutes();
  investor = await createUser();
  admin = await createUser({ role: "ADMIN" });
});
afterAll(() => jest.restoreAllMocks());

/** `value` with only what `schema` declares, recursively: equal to `value` when nothing is undeclared. */
const declared = (schema: z.ZodType, value: unknown) => schema.parse(value);

const SAME_ORIGIN = { origin: "http://localhost:3000", host: "localhost:3000" };

it.each([
  ["POST /api/auth/signin", "anonymous", () => ({ email: investor.user.email, password: investor.password })],
  ["POST /api/auth/admin/login", "anonymous", () => ({ email: admin.user.email, password: admin.password })],
  ["POST /api/validate", "investor", undefined],
  ["GET /api/user", "investor", undefined],
  ["GET /api/users/balances", "investor", undefined],
  ["GET /api/users/main-balance", "investor", undefined],
  ["GET /api/auth/user/withdrawal-pin-status", "investor", undefined],
  ["GET /api/prices", "investor", undefined],
  ["GET /api/fx-rates", "investor", undefined],
  ["GET /api/users", "admin", undefined],
  ["GET /api/users/count", "admin", undefined],
  ["GET /api/transactions/count", "admin", undefined],
  ["GET /api/transactions/summary", "admin", undefined],
  ["GET /api/investments/count", "admin", undefined],
  ["POST /api/notifications/read-all", "investor", undefined],
] as const)("%s answers as its output schema says", async (key, who, body) => {
  const [method, path] = key.split(" ");
  const entry = ROUTE_TABLE.find((r) => r.method === method && r.path === path)!;
  expect(entry.response).toBeDefined();
  const token = who === "investor" ? investor.token : who === "admin" ? admin.token : undefined;
  const res = await call(handlers.get(key)!, path, {
    method,
    token,
    headers: SAME_ORIGIN,
    body: method === "GET" ? undefined : (body?.() ?? {}),
  });
  expect(res.status).toBe(200);
  expect(declared(entry.response!, res.body)).toEqual(res.body);
});

it("lists users through the output schema, which would refuse a secret column", () => {
  const entry = ROUTE_TABLE.find((r) => r.method === "GET" && r.path === "/api/users")!;
  const row = {
    id: 1,
    name: "A",
    email: "a@example.com",
    phone: "+1",
    role: "INVESTOR",
    isVerified: false,
    emailVerified: true,
    twoFactorEnabled: false,
    locked: false,
    lockedAt: null,
    balance: 0,
    mainBalance: 0,
    balances: { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  const leaked = { users: [{ ...row, passwordHash: "$argon2id$..." }] };
  expect(declared(entry.response!, leaked)).not.toEqual(leaked);
  expect(declared(entry.response!, { users: [row] })).toEqual({ users: [row] });
});

it("serves the document at GET /api/openapi.json to anyone, as JSON", async () => {
  const res = await call(handlers.get("GET /api/openapi.json")!, "/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.body.openapi).toBe("3.1.0");
  expect(res.body.paths["/api/users/{id}"].delete["x-access"]).toBe("admin");
});
