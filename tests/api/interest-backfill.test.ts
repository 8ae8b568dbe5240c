// After the server was down over midnights, the next run credits every missed day once, oldest first.
import { eq, sql } from "drizzle-orm";
import { interestAccruals, subscriptions } from "@/db/schema";
import { runDailyInterest } from "@/lib/interest/run-daily-interest";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { subscribe } from "@/lib/investments/subscribe";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());
afterEach(expectBooksBalanced);

async function subscriptionOpenedDaysAgo(days: number) {
  const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
  const { user } = await createUser();
  await fund(user.id, "USDT", plan.minimumAmount);
  const { subscription } = await subscribe({
    userId: user.id,
    planId: plan.id,
    asset: "USDT",
    amount: "3650",
  });
  await db()
    .update(subscriptions)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(subscriptions.id, subscription.id));
  return { userId: user.id, subscriptionId: subscription.id as number };
}

const accrualDays = async (subscriptionId: number) =>
  (await db().select().from(interestAccruals).where(eq(interestAccruals.subscriptionId, subscriptionId)))
    .map((a) => a.day)
    .sort();

it("credits each full day since a subscription opened, once, when runs were missed", async () => {
  const { userId, subscriptionId } = await subscriptionOpenedDaysAgo(5);
  const today = utcDay();
  const first = await runDailyInterest("admin");
  expect(first.days).toBe(5);
  expect(await accrualDays(subscriptionId)).toEqual([-4, -3, -2, -1, 0].map((d) => addDays(today, d)));
  // 3650 × 10 / 36500 = exactly 1 USD a day.
  expect(await balanceOf(userId, "USD")).toBe("5");

  const again = await runDailyInterest("admin");
  expect(again.processed).toBe(0);
  expect(await balanceOf(userId, "USD")).toBe("5");
});

it("does not back-fill the day before a subscription opened", async () => {
  const { userId, subscriptionId } = await subscriptionOpenedDaysAgo(0);
  const run = await runDailyInterest("admin");
  // Only today is due: a run credits the subscriptions opened before it (the admin's button mid-day).
  expect(run.days).toBe(1);
  expect(await accrualDays(subscriptionId)).toEqual([utcDay()]);
  expect(await balanceOf(userId, "USD")).toBe("1");
});
