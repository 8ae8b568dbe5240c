// Renewal at maturity in the daily run. With compounding the new principal is exactly the old one plus
// the interest it paid; a retired plan returns the principal to the balance instead; either way the investor is
// told, on the bell and by e-mail, in their language.
import { desc, eq } from "drizzle-orm";
import { investmentPlans, notifications, subscriptions, transactions, users } from "@/db/schema";
import { setRenewal } from "@/lib/earn/renewal-settings";
import { subscribeEarn } from "@/lib/earn/subscribe-earn";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { addDays } from "@/lib/interest/utc-day";
import { Money, moneyString } from "@/lib/money/decimal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { mailedTo } from "../helpers/jobs";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

let cursor = 0;
const nextDay = () => addDays("2100-01-01", (cursor += 1));

async function positionsOf(userId: number) {
  return db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);
}

async function french() {
  const { user } = await createUser();
  await db()
    .update(users)
    .set({ preferences: { currency: "USD", autoRefresh: true, ...user.preferences, language: "fr" } })
    .where(eq(users.id, user.id));
  return user;
}

it("renews with the interest paid when compounding, and tells the investor in their language", async () => {
  // 36.5% on 300 USDC is 0.3 a day until 1% (3): matures on the tenth day.
  const plan = await createPlan({
    asset: "USDC",
    minimumAmount: "100",
    maximumAmount: "1000",
    interestRate: "36.5",
    totalReturns: "1",
  });
  const user = await french();
  await fund(user.id, "USDC", "300");
  await subscribeEarn({ userId: user.id, planId: plan.id, asset: "USDC", amount: "300" });
  const [first] = await positionsOf(user.id);
  await setRenewal(user.id, first.id, { autoRenew: true, compound: true });
  for (let d = 0; d < 10; d++) await creditInterestForDay(nextDay());
  const [old, renewed] = await positionsOf(user.id);
  expect(old.status).toBe("COMPLETED");
  expect(moneyString(old.interestCredited)).toBe("3");
  // Compounding adds exactly the interest paid.
  expect(moneyString(renewed.amount)).toBe(moneyString(new Money(old.amount).plus(old.interestCredited)));
  expect(renewed).toMatchObject({ status: "ACTIVE", renewedFrom: old.id, autoRenew: true, compound: true });
  expect(await balanceOf(user.id, "USDC")).toBe("0");
  const [renewal] = await db().select().from(transactions).where(eq(transactions.subscriptionId, renewed.id));
  expect(renewal).toMatchObject({ type: "RENEWAL", asset: "USDC", status: "ACTIVE" });
  expect(moneyString(renewal.amount)).toBe("303");
  // The next day earns on the renewed principal: trunc(303 × 36.5 / 36500, 8).
  await creditInterestForDay(nextDay());
  expect(await balanceOf(user.id, "USDC")).toBe("0.303");
  const [notice] = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.id));
  expect(notice.title).toBe("Investissement renouvelé");
  const mails = await mailedTo(user.email);
  expect(mails.some((m) => m.subject.includes("a été renouvelé"))).toBe(true);
});

it("returns the principal to the balance when the plan was retired, and says so", async () => {
  const plan = await createPlan({
    asset: "USDT",
    minimumAmount: "100",
    maximumAmount: "1000",
    interestRate: "36.5",
    totalReturns: "1",
  });
  const { user } = await createUser();
  await fund(user.id, "USDT", "100");
  await subscribeEarn({ userId: user.id, planId: plan.id, asset: "USDT", amount: "100" });
  const [sub] = await positionsOf(user.id);
  await setRenewal(user.id, sub.id, { autoRenew: true, compound: false });
  await db().update(investmentPlans).set({ retiredAt: new Date() }).where(eq(investmentPlans.id, plan.id));
  for (let d = 0; d < 10; d++) await creditInterestForDay(nextDay());
  const rows = await positionsOf(user.id);
  expect(rows).toHaveLength(1);
  expect(rows[0].status).toBe("COMPLETED");
  // 100 back plus the 1 it paid.
  expect(await balanceOf(user.id, "USDT")).toBe("101");
  const [notice] = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.id));
  expect(notice.title).toBe("Investment matured");
  const mails = await mailedTo(user.email);
  expect(mails.some((m) => m.subject.includes("matured"))).toBe(true);
});
