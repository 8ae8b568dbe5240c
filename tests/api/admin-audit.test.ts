import { GET as summaryRoute } from "@/app/api/admin/audit/summary/route";
import { GET as trailRoute } from "@/app/api/admin/audit/trail/route";
import { auditEntries } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let investor: Awaited<ReturnType<typeof createUser>>;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN", name: "Auditor" });
  investor = await createUser({ name: "Audited" });
  const base = { adminId: admin.user.id, userId: investor.user.id };
  await db()
    .insert(auditEntries)
    .values([
      {
        ...base,
        action: "CREDIT",
        asset: "BITCOIN",
        amount: "0.1",
        usdValue: "11651.5",
        createdAt: new Date("2025-03-01T10:00:00Z"),
      },
      {
        ...base,
        action: "CREDIT",
        asset: "USDT",
        amount: "50",
        usdValue: "50",
        createdAt: new Date("2025-03-02T23:59:59Z"),
      },
      {
        ...base,
        action: "RESET",
        usdValue: "100",
        reason: "cleanup",
        createdAt: new Date("2025-03-03T00:00:00Z"),
      },
      {
        ...base,
        action: "WITHDRAWAL_APPROVE",
        asset: "USDC",
        amount: "5",
        usdValue: "5",
        createdAt: new Date("2025-03-04T12:00:00Z"),
      },
      {
        ...base,
        action: "WITHDRAWAL_REJECT",
        asset: "USDC",
        amount: "6",
        usdValue: "6",
        createdAt: hoursAgo(2),
      },
      { adminId: admin.user.id, action: "PLAN_CREATE", details: "Created plan Gold", createdAt: hoursAgo(1) },
    ]);
});

const trail = (query: Record<string, string> = {}) =>
  call(trailRoute, "/api/admin/audit/trail", { token: admin.token, query });
const summary = (query: Record<string, string> = {}) =>
  call(summaryRoute, "/api/admin/audit/summary", { token: admin.token, query });
const actions = (body: { auditTrail: { action: string }[] }) => body.auditTrail.map((e) => e.action);

describe("GET /api/admin/audit/trail", () => {
  it("lists newest first with user, numbers and pagination (default limit 20)", async () => {
    const res = await trail();
    expect(res.status).toBe(200);
    expect(actions(res.body)).toEqual([
      "PLAN_CREATE",
      "WITHDRAWAL_REJECT",
      "WITHDRAWAL_APPROVE",
      "RESET",
      "CREDIT",
      "CREDIT",
    ]);
    expect(res.body.pagination).toEqual({ total: 6, limit: 20, offset: 0 });
    expect(res.body.auditTrail[5]).toEqual({
      id: expect.any(Number),
      action: "CREDIT",
      asset: "BITCOIN",
      amount: 0.1,
      status: "COMPLETED",
      timestamp: "2025-03-01T10:00:00.000Z",
      details: null,
      reason: null,
      usdEquivalent: 11651.5,
      user: { id: investor.user.id, name: "Audited", email: investor.user.email, phone: investor.user.phone },
      admin: { id: admin.user.id, name: "Auditor" },
    });
    expect(res.body.auditTrail[0].user).toBeNull();
    expect(res.body.auditTrail.find((e: { action: string }) => e.action === "RESET").details).toBe("cleanup");
  });

  it.each([
    ["credits", ["CREDIT", "CREDIT"]],
    ["withdrawals", ["WITHDRAWAL_REJECT", "WITHDRAWAL_APPROVE"]],
    ["resets", ["RESET"]],
    ["ALL", ["PLAN_CREATE", "WITHDRAWAL_REJECT", "WITHDRAWAL_APPROVE", "RESET", "CREDIT", "CREDIT"]],
  ])("filters action=%s", async (action, expected) => {
    const res = await trail({ action });
    expect(actions(res.body)).toEqual(expected);
    expect(res.body.pagination.total).toBe(expected.length);
  });

  it("takes the date range inclusive by UTC day and pages with limit and offset", async () => {
    const range = await trail({ startDate: "2025-03-02", endDate: "2025-03-03" });
    expect(actions(range.body)).toEqual(["RESET", "CREDIT"]);
    const iso = await trail({ startDate: "2025-03-01T00:00:00.000Z", endDate: "2025-03-01" });
    expect(actions(iso.body)).toEqual(["CREDIT"]);
    const page = await trail({ limit: "2", offset: "1" });
    expect(actions(page.body)).toEqual(["WITHDRAWAL_REJECT", "WITHDRAWAL_APPROVE"]);
    expect(page.body.pagination).toEqual({ total: 6, limit: 2, offset: 1 });
  });

  it.each([
    ["limit above 100", { limit: "101" }],
    ["limit 0", { limit: "0" }],
    ["a negative offset", { offset: "-1" }],
    ["an unknown action", { action: "gifts" }],
    ["a malformed date", { startDate: "03/01/2025" }],
    ["an end before the start", { startDate: "2025-03-05", endDate: "2025-03-01" }],
  ])("refuses %s with 400", async (_label, query) => {
    const res = await trail(query);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("GET /api/admin/audit/summary", () => {
  it("counts credits, resets and the last 24 hours, and sums the USD value, honouring the range", async () => {
    const all = await summary();
    expect(all.body).toEqual({
      summary: { totalCredits: 2, totalResets: 1, recentActions: 2, totalUsdValue: 11812.5 },
    });
    const march = await summary({ startDate: "2025-03-01", endDate: "2025-03-02" });
    expect(march.body).toEqual({
      summary: { totalCredits: 2, totalResets: 0, recentActions: 0, totalUsdValue: 11701.5 },
    });
    expect((await summary({ endDate: "nope" })).status).toBe(400);
  });
});
