// GET /api/users/analytics: interest paid before the chosen window counts in the cumulative total only. A file of
// its own: its subscription is opened 40 days back and back-filled by the first interest run, which needs a
// database where no run has happened yet (in investor-analytics.test.ts earlier tests have run today's).
import { GET as analyticsRoute } from "@/app/api/users/analytics/route";
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

it("counts interest outside the window in the cumulative total only", async () => {
  const adminToken = (await createUser({ role: "ADMIN" })).token;
  // 3650 × 10 / 36500 = exactly 1 USD a day.
  const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
  const a = await createUser();
  await adminCredit(adminToken, a.user.id, "USDT", "3650");
  await subscribeDaysAgo(db(), a.token, { planId: plan.id, asset: "USDT", amount: "3650" }, 40);
  await runInterest(adminToken);

  const thirty = await analytics(a.token, "30");
  expect(thirty.body.interestByDay.every((d: { amount: number }) => d.amount === 1)).toBe(true);
  expect(thirty.body.cumulativeInterest).toBe(40);
  const ninety = await analytics(a.token, "90");
  expect(ninety.body.interestByDay.filter((d: { amount: number }) => d.amount === 1)).toHaveLength(40);
  expect(ninety.body.cumulativeInterest).toBe(40);
});
