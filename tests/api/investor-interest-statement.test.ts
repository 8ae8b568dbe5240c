// GET /api/users/interest: the investor's per-day interest statement from interest_accruals, JSON or CSV,
// own rows only, filtered by UTC day.
import { eq } from "drizzle-orm";
import { GET as statementRoute } from "@/app/api/users/interest/route";
import { GET as pricesRoute } from "@/app/api/prices/route";
import { subscriptions } from "@/db/schema";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { utcDay } from "@/lib/interest/utc-day";
import { subscribe } from "@/lib/investments/subscribe";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterAll(expectBooksBalanced);

const URL_ = "/api/users/interest";
const DAYS = ["2026-01-02", "2026-01-03", "2026-01-04"];

let alice: { token: string; subA: number; subB: number };
let bob: { token: string; sub: number };

/** A subscription opened on 2026-01-01, so the engine can credit the days after it. */
async function openSubscription(userId: number, plan: { id: number; minimumAmount: string }) {
  await fund(userId, "USDT", plan.minimumAmount);
  const { subscription } = await subscribe({
    userId,
    planId: plan.id,
    asset: "USDT",
    amount: plan.minimumAmount,
  });
  await db()
    .update(subscriptions)
    .set({ createdAt: new Date("2026-01-01T08:00:00Z") })
    .where(eq(subscriptions.id, subscription.id));
  return subscription.id;
}

beforeAll(async () => {
  // 3650 × 10% / 365 = 1 USD a day; 3650 × 20% / 365 = 2 USD a day. The second name is hostile CSV.
  const steady = await createPlan({ name: "Steady", minimumAmount: "3650", interestRate: "10" });
  const tricky = await createPlan({
    name: '=HYPERLINK("http://x"),"Gold"',
    minimumAmount: "3650",
    interestRate: "20",
    totalReturns: "50",
  });
  const a = await createUser();
  const b = await createUser();
  alice = {
    token: a.token,
    subA: await openSubscription(a.user.id, steady),
    subB: await openSubscription(a.user.id, tricky),
  };
  bob = { token: b.token, sub: await openSubscription(b.user.id, steady) };
  for (const day of DAYS) await creditInterestForDay(day);
});

describe("GET /api/users/interest (JSON)", () => {
  it("lists the caller's credited days oldest first with a total, and nobody else's", async () => {
    const res = await call(statementRoute, URL_, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual(
      DAYS.flatMap((date) => [
        { date, subscriptionId: alice.subA, plan: "Steady", asset: "USD", amount: 1 },
        { date, subscriptionId: alice.subB, plan: '=HYPERLINK("http://x"),"Gold"', asset: "USD", amount: 2 },
      ]),
    );
    expect(res.body.total).toBe(9);
    expect(res.body).toMatchObject({ from: "2026-01-02", to: utcDay() });

    const other = await call(statementRoute, URL_, { token: bob.token });
    expect(other.body.days.map((d: { subscriptionId: number }) => d.subscriptionId)).toEqual([
      bob.sub,
      bob.sub,
      bob.sub,
    ]);
    expect(other.body.total).toBe(3);
  });

  it("filters by UTC day, inclusive at both ends", async () => {
    const res = await call(statementRoute, URL_, {
      token: alice.token,
      query: { from: "2026-01-03", to: "2026-01-03" },
    });
    expect(res.status).toBe(200);
    expect(res.body.days.map((d: { date: string }) => d.date)).toEqual(["2026-01-03", "2026-01-03"]);
    expect(res.body.total).toBe(3);
    const later = await call(statementRoute, URL_, { token: alice.token, query: { from: "2026-01-04" } });
    expect(later.body.total).toBe(3);
    const earlier = await call(statementRoute, URL_, { token: alice.token, query: { to: "2026-01-02" } });
    expect(earlier.body.total).toBe(3);
  });

  it("narrows to one subscription, and another user's subscription id finds nothing", async () => {
    const own = await call(statementRoute, URL_, {
      token: alice.token,
      query: { subscriptionId: String(alice.subB) },
    });
    expect(own.body.days).toHaveLength(3);
    expect(own.body.total).toBe(6);
    const foreign = await call(statementRoute, URL_, {
      token: alice.token,
      query: { subscriptionId: String(bob.sub) },
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body).toMatchObject({ days: [], total: 0 });
  });

  it("answers an administrator (who holds no investments) with an empty statement", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const res = await call(statementRoute, URL_, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: [], total: 0 });
  });
});

describe("GET /api/users/interest?format=csv", () => {
  it("downloads the statement with exact amounts, quoted and formula-safe cells", async () => {
    const res = await call(statementRoute, URL_, {
      token: alice.token,
      query: { from: "2026-01-02", to: "2026-01-03", format: "csv" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="apex-interest-2026-01-02-2026-01-03.csv"',
    );
    const gold = `"'=HYPERLINK(""http://x""),""Gold"""`;
    expect(res.body).toBe(
      [
        "Date,Subscription,Plan,Asset,Amount",
        `2026-01-02,${alice.subA},Steady,USD,1`,
        `2026-01-02,${alice.subB},${gold},USD,2`,
        `2026-01-03,${alice.subA},Steady,USD,1`,
        `2026-01-03,${alice.subB},${gold},USD,2`,
        "",
      ].join("\r\n"),
    );
  });

  it("names the whole-history file after the first credited day and today", async () => {
    const res = await call(statementRoute, URL_, { token: bob.token, query: { format: "csv" } });
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="apex-interest-2026-01-02-${utcDay()}.csv"`,
    );
    expect(res.body.split("\r\n")).toHaveLength(5); // header, three days, final empty line
  });
});

describe("GET /api/users/interest: bad input", () => {
  it.each([
    ["an impossible day", { from: "2026-02-30" }, "from", "from must be a date as YYYY-MM-DD"],
    ["a timestamp", { to: "2026-01-01T00:00:00Z" }, "to", "to must be a date as YYYY-MM-DD"],
    ["text", { to: "yesterday" }, "to", "to must be a date as YYYY-MM-DD"],
    ["from after to", { from: "2026-01-05", to: "2026-01-04" }, "from", "from must not be after to"],
    [
      "a range over ten years",
      { from: "2010-01-01", to: "2026-01-01" },
      "to",
      "A statement can cover at most 3660 days",
    ],
    ["an unknown format", { format: "pdf" }, "format", "format must be json or csv"],
    ["a bad subscription id", { subscriptionId: "-1" }, "subscriptionId", expect.any(String)],
  ])("answers 400 for %s", async (_label, query, path, message) => {
    const res = await call(statementRoute, URL_, { token: alice.token, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(message);
    expect(res.body.errors).toEqual([{ path, message }]);
  });

  it("answers 401 without a session", async () => {
    const res = await call(statementRoute, URL_);
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("GET /api/prices", () => {
  it("gives a signed-in user the USD prices a subscription uses (fallback without a feed)", async () => {
    const res = await call(pricesRoute, "/api/prices", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prices: { USD: 1, BITCOIN: 116515, ETHEREUM: 4274.31, USDT: 1, USDC: 1 },
    });
    expect((await call(pricesRoute, "/api/prices")).status).toBe(401);
  });
});
