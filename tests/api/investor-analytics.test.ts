// GET /api/users/analytics?days=30|90: the caller's interest per day, cumulative interest, holdings in USD,
// invested and available, from the books (exact sums), every day of the window present.
import { GET as analyticsRoute } from "@/app/api/users/analytics/route";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { adminCredit, runInterest, subscribeDaysAgo } from "../helpers/investing";
import { createPlan, expectBooksBalanced } from "../helpers/money";

const { db } = setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());
afterEach(expectBooksBalanced);

const PATH = "/api/users/analytics";
const analytics = (token: string, days?: string) =>
  call(analyticsRoute, PATH, { token, query: days === undefined ? {} : { days } });

/** The last `n` UTC days up to today, oldest first. */
const lastDays = (n: number) => Array.from({ length: n }, (_, i) => addDays(utcDay(), i - (n - 1)));

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ role: "ADMIN" })).token;
});

const credit = (userId: number, currency: string, amount: string) =>
  adminCredit(adminToken, userId, currency, amount);

describe("GET /api/users/analytics", () => {
  it("answers 401 without a session", async () => {
    const res = await call(analyticsRoute, PATH, { query: { days: "30" } });
    expect(res.status).toBe(401);
  });

  it.each([["7"], ["31"], ["abc"], ["30.0"], [""], ["-30"], ["90; select 1"]])(
    "answers 400 to days=%j",
    async (days) => {
      const { token } = await createUser();
      const res = await analytics(token, days);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Days must be 30 or 90");
      expect(res.body.errors).toEqual([{ path: "days", message: "Days must be 30 or 90" }]);
    },
  );

  it("gives a new investor 30 zero days ending today and nothing else (30 is the default)", async () => {
    const { token } = await createUser();
    for (const res of [await analytics(token, "30"), await analytics(token)]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        interestByDay: lastDays(30).map((date) => ({ date, amount: 0, byAsset: {}, usdValue: "0" })),
        cumulativeInterest: 0,
        interestTotals: [],
        cumulativeInterestUsdValue: "0",
        periodInterestUsdValue: "0",
        allocation: [],
        invested: 0,
        investedByAsset: [],
        investedUsdValue: "0",
        available: 0,
      });
    }
    const ninety = await analytics(token, "90");
    expect(ninety.body.interestByDay).toEqual(
      lastDays(90).map((date) => ({ date, amount: 0, byAsset: {}, usdValue: "0" })),
    );
  });

  it("adds up a credit, a subscription and an interest run exactly, for the caller only", async () => {
    // 1000 × 8.5 / 36500 = 0.232876712… → 0.23287671 a day (rounded down), 3 days = 0.69863013 exactly.
    const plan = await createPlan({ minimumAmount: "1000", interestRate: "8.5", totalReturns: "50" });
    const other = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
    const a = await createUser();
    const b = await createUser();
    await credit(a.user.id, "USDT", "1500.5");
    await credit(a.user.id, "BITCOIN", "0.01");
    await credit(b.user.id, "USDC", "4000");
    await subscribeDaysAgo(db(), a.token, { planId: plan.id, asset: "USDT", amount: "1000" }, 3);
    // B's pays exactly 1 USD a day over the same 3 days, none of which is A's. (Both open on the same day:
    // a run back-fills from the oldest due day, so a second, older subscription would shift A's first day.)
    await subscribeDaysAgo(db(), b.token, { planId: other.id, asset: "USDC", amount: "3650" }, 3);
    await runInterest(adminToken);

    const res = await analytics(a.token, "30");
    expect(res.status).toBe(200);
    const days = lastDays(30);
    expect(res.body.interestByDay).toEqual(
      days.map((date, i) =>
        i >= 27
          ? { date, amount: 0.23287671, byAsset: { USD: "0.23287671" }, usdValue: "0.23287671" }
          : { date, amount: 0, byAsset: {}, usdValue: "0" },
      ),
    );
    expect(res.body.cumulativeInterest).toBe(0.69863013);
    expect(res.body.invested).toBe(1000);
    // Fallback prices (no feed in tests): BTC 116515, USDT 1. Largest first.
    expect(res.body.allocation).toEqual([
      { asset: "BITCOIN", amount: 0.01, usdValue: 1165.15 },
      { asset: "USDT", amount: 500.5, usdValue: 500.5 },
      { asset: "USD", amount: 0.69863013, usdValue: 0.69863013 },
    ]);
    expect(res.body.available).toBe(1666.34863013);

    const theirs = await analytics(b.token, "90");
    const bDays = lastDays(90);
    expect(theirs.body.interestByDay).toEqual(
      bDays.map((date, i) =>
        i >= 87
          ? { date, amount: 1, byAsset: { USD: "1" }, usdValue: "1" }
          : { date, amount: 0, byAsset: {}, usdValue: "0" },
      ),
    );
    expect(theirs.body).toMatchObject({
      cumulativeInterest: 3,
      invested: 3650,
      allocation: [
        { asset: "USDC", amount: 350, usdValue: 350 },
        { asset: "USD", amount: 3, usdValue: 3 },
      ],
      available: 353,
    });
  });

  it("gives an administrator, who holds no money, empty figures", async () => {
    const res = await analytics(adminToken, "90");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cumulativeInterest: 0, allocation: [], invested: 0, available: 0 });
    expect(res.body.interestByDay).toHaveLength(90);
  });
});
