// GET /api/users/analytics and /api/users/interest with a coin plan beside a dollar plan: a coin plan's interest
// and principal are counted in its coin and at their USD value, and never change the USD figures. Its own file:
// the interest run back-fills only subscriptions opened since the last run, so the two investors' subscriptions
// must be opened before this file's only run.
import { GET as analyticsRoute } from "@/app/api/users/analytics/route";
import { GET as interestRoute } from "@/app/api/users/interest/route";
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

const analytics = (token: string, days: string) =>
  call(analyticsRoute, "/api/users/analytics", { token, query: { days } });
const lastDays = (n: number) => Array.from({ length: n }, (_, i) => addDays(utcDay(), i - (n - 1)));

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ role: "ADMIN" })).token;
});
const credit = (userId: number, currency: string, amount: string) =>
  adminCredit(adminToken, userId, currency, amount);

describe("coin plans in the analytics and the statement", () => {
  it("counts a coin plan's interest and principal in its coin and at their USD value, never in the USD totals", async () => {
    // 1000 USD at 8.5%: 0.23287671 a day; 1 BTC at 36.5% (flexible): 0.001 BTC a day; three days each.
    const usdPlan = await createPlan({ minimumAmount: "1000", interestRate: "8.5", totalReturns: "50" });
    const btcPlan = await createPlan({
      kind: "FLEXIBLE",
      asset: "BITCOIN",
      minimumAmount: "0.01",
      maximumAmount: "10",
      interestRate: "36.5",
      totalReturns: "0",
    });
    const both = await createUser();
    const usdOnly = await createUser();
    for (const u of [both, usdOnly]) {
      await credit(u.user.id, "USDT", "1000");
      await subscribeDaysAgo(db(), u.token, { planId: usdPlan.id, asset: "USDT", amount: "1000" }, 3);
    }
    await credit(both.user.id, "BITCOIN", "1");
    await subscribeDaysAgo(db(), both.token, { planId: btcPlan.id, asset: "BITCOIN", amount: "1" }, 3);
    await runInterest(adminToken);

    const withCoin = (await analytics(both.token, "30")).body;
    const dollarsOnly = (await analytics(usdOnly.token, "30")).body;
    // The USD figures are the same with and without the coin plan.
    for (const field of ["cumulativeInterest", "invested"] as const) {
      expect(withCoin[field]).toBe(dollarsOnly[field]);
    }
    expect(withCoin.cumulativeInterest).toBe(0.69863013);
    expect(withCoin.invested).toBe(1000);
    expect(withCoin.interestByDay.map((d: { amount: number }) => d.amount)).toEqual(
      dollarsOnly.interestByDay.map((d: { amount: number }) => d.amount),
    );

    // Each day's coin interest in its coin, and the day's value at the fallback price (BTC 116515).
    const days = lastDays(30);
    expect(withCoin.interestByDay).toEqual(
      days.map((date, i) =>
        i >= 27
          ? {
              date,
              amount: 0.23287671,
              byAsset: { USD: "0.23287671", BITCOIN: "0.001" },
              usdValue: "116.74787671",
            }
          : { date, amount: 0, byAsset: {}, usdValue: "0" },
      ),
    );
    expect(withCoin.interestTotals).toEqual([
      {
        asset: "USD",
        amount: "0.69863013",
        usdValue: "0.69863013",
        periodAmount: "0.69863013",
        periodUsdValue: "0.69863013",
      },
      {
        asset: "BITCOIN",
        amount: "0.003",
        usdValue: "349.545",
        periodAmount: "0.003",
        periodUsdValue: "349.545",
      },
    ]);
    expect(withCoin.cumulativeInterestUsdValue).toBe("350.24363013");
    expect(withCoin.periodInterestUsdValue).toBe("350.24363013");
    expect(withCoin.investedByAsset).toEqual([
      { asset: "USD", amount: "1000", usdValue: "1000" },
      { asset: "BITCOIN", amount: "1", usdValue: "116515" },
    ]);
    expect(withCoin.investedUsdValue).toBe("117515");
    expect(dollarsOnly).toMatchObject({
      interestTotals: [{ asset: "USD", amount: "0.69863013", usdValue: "0.69863013" }],
      cumulativeInterestUsdValue: "0.69863013",
      investedByAsset: [{ asset: "USD", amount: "1000", usdValue: "1000" }],
      investedUsdValue: "1000",
    });
    // The interest went to the BTC balance: the allocation holds it in BTC.
    expect(withCoin.allocation).toContainEqual({ asset: "BITCOIN", amount: 0.003, usdValue: 349.545 });

    // The statement agrees: the USD total alone, each asset's total in its units and its USD value.
    const statement = await call(interestRoute, "/api/users/interest", { token: both.token });
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({
      total: 0.69863013,
      totals: { USD: "0.69863013", BITCOIN: "0.003" },
      totalsUsdValue: { USD: "0.69863013", BITCOIN: "349.545" },
    });
  });
});
