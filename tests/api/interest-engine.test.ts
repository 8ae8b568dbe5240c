import { eq, like, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { interestAccruals, ledgerEntries, subscriptions, transactions } from "@/db/schema";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { creditedInterest, lastInterestCalculation } from "@/lib/interest/credited-interest";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { listSubscriptions } from "@/lib/investments/list-subscriptions";
import { subscribe } from "@/lib/investments/subscribe";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

// Far-future days keep this file's runs apart from each other: every run credits all due subscriptions.
let dayCursor = 0;
const freshDay = () => addDays("2100-01-01", (dayCursor += 30));

async function subscribed(plan: { id: number; minimumAmount: string }, asset: "USDT" | "USD" = "USDT") {
  const { user } = await createUser();
  await fund(user.id, asset, plan.minimumAmount);
  const { subscription } = await subscribe({
    userId: user.id,
    planId: plan.id,
    asset,
    amount: plan.minimumAmount,
  });
  return { user, subscriptionId: subscription.id as number };
}

const userEntries = (userId: number) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.userId} = ${userId} and ${ledgerEntries.asset} = 'USD'`);

describe("creditInterestForDay", () => {
  it("credits amount × rate / 100 / 365, rounded down to 8 decimals, to the main balance", async () => {
    const plan = await createPlan({ minimumAmount: "1000", interestRate: "8.5", totalReturns: "8.5" });
    const { user, subscriptionId } = await subscribed(plan);
    const day = freshDay();
    const result = await creditInterestForDay(day);
    expect(result.processed).toBeGreaterThanOrEqual(1);
    // 1000 × 8.5 / 36500 = 0.232876712328...
    expect(await balanceOf(user.id, "USD")).toBe("0.23287671");
    // The row is not rewritten daily: what it has been credited is read with its accruals.
    const [sub] = await db()
      .select({ credited: creditedInterest, last: lastInterestCalculation })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(sub.credited).toBe("0.23287671");
    // Stamped inside the credited day (a far-future day: its first microsecond).
    expect(sub.last).toEqual(new Date(`${day}T00:00:00Z`));
    const [accrual] = await db()
      .select()
      .from(interestAccruals)
      .where(eq(interestAccruals.subscriptionId, subscriptionId));
    expect(accrual).toMatchObject({ day, amount: "0.23287671", userId: user.id });
    const [entry] = await userEntries(user.id);
    expect(entry).toMatchObject({
      kind: "INTEREST",
      reference: `interest:${user.id}:${day}`,
      amount: "0.23287671",
    });
  });

  it("credits once when run twice the same day", async () => {
    const plan = await createPlan({ minimumAmount: "2000", interestRate: "36.5", totalReturns: "50" });
    const { user } = await subscribed(plan);
    const day = freshDay();
    const first = await creditInterestForDay(day);
    const second = await creditInterestForDay(day);
    expect(first.processed).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ processed: 0, totalCredited: "0", completed: 0 });
    expect(await balanceOf(user.id, "USD")).toBe("2");
    expect(await userEntries(user.id)).toHaveLength(1);
  });

  it("credits once when two runs start at the same moment", async () => {
    const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
    const { user } = await subscribed(plan);
    const day = freshDay();
    const [a, b] = await Promise.all([creditInterestForDay(day), creditInterestForDay(day)]);
    expect(Math.min(a.processed, b.processed)).toBe(0);
    expect(await balanceOf(user.id, "USD")).toBe("1");
    expect(await userEntries(user.id)).toHaveLength(1);
  });

  it("writes one ledger entry per user per day, however many subscriptions the user has", async () => {
    const { user } = await createUser();
    const plans = [
      await createPlan({ minimumAmount: "365", interestRate: "10" }),
      await createPlan({ minimumAmount: "730", interestRate: "10" }),
    ];
    await fund(user.id, "USDC", "1095");
    for (const plan of plans)
      await subscribe({ userId: user.id, planId: plan.id, asset: "USDC", amount: plan.minimumAmount });
    const day = freshDay();
    await creditInterestForDay(day);
    const entries = await userEntries(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].amount).toBe("0.30000000");
  });

  it("completes a subscription at its total returns, capping the last day and returning the principal once", async () => {
    // Daily 1000 × 36.5 / 36500 = 1; total returns 0.25% = 2.5: days of 1, 1 and a capped 0.5.
    const plan = await createPlan({ minimumAmount: "1000", interestRate: "36.5", totalReturns: "0.25" });
    const { user, subscriptionId } = await subscribed(plan);
    const start = freshDay();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await creditInterestForDay(addDays(start, i)));
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub).toMatchObject({ status: "COMPLETED", interestCredited: "2.50000000" });
    expect(sub.completedAt).toBeInstanceOf(Date);
    const accruals = await db()
      .select()
      .from(interestAccruals)
      .where(eq(interestAccruals.subscriptionId, subscriptionId));
    expect(accruals.map((a) => a.amount).sort()).toEqual(["0.50000000", "1.00000000", "1.00000000"]);
    expect(await balanceOf(user.id, "USD")).toBe("1002.5");
    const principal = await db()
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, `principal:${subscriptionId}`));
    expect(principal).toHaveLength(1);
    expect(principal[0]).toMatchObject({ kind: "PRINCIPAL_RETURN", amount: "1000.00000000" });
    expect(results.reduce((n, r) => n + r.completed, 0)).toBeGreaterThanOrEqual(1);
    // Its SUBSCRIPTION transaction stops counting as active, so the plan can be taken again.
    const [tx] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.subscriptionId, subscriptionId));
    expect(tx.status).toBe("COMPLETED");
  });

  it("does not credit a subscription for a day that ended before it was created", async () => {
    const plan = await createPlan({ minimumAmount: "1000" });
    const { user } = await subscribed(plan);
    await creditInterestForDay(addDays(utcDay(), -1));
    expect(await balanceOf(user.id, "USD")).toBe("0");
  });

  it("credits a subscription that became due after the day's first run, without touching the others twice", async () => {
    const plan = await createPlan({ minimumAmount: "365", interestRate: "10", totalReturns: "50" });
    const second = await createPlan({ minimumAmount: "730", interestRate: "10", totalReturns: "50" });
    const { user } = await subscribed(plan);
    const day = freshDay();
    await creditInterestForDay(day);
    await fund(user.id, "USDT", "730");
    await subscribe({ userId: user.id, planId: second.id, asset: "USDT", amount: "730" });
    const rerun = await creditInterestForDay(day);
    expect(rerun.processed).toBe(1);
    expect(await balanceOf(user.id, "USD")).toBe("0.3");
    const refs = (await userEntries(user.id)).map((e) => e.reference).sort();
    expect(refs).toHaveLength(2);
    expect(refs[0]).toBe(`interest:${user.id}:${day}`);
    expect(refs[1]).toMatch(new RegExp(`^interest:${user.id}:${day}:\\d+$`));
  });

  it("never pays a day twice, whatever order the days are run in", async () => {
    const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
    const { user } = await subscribed(plan);
    const d1 = freshDay();
    const d2 = addDays(d1, 1);
    for (const day of [d1, d2, d1, d2, d1]) await creditInterestForDay(day);
    expect(await balanceOf(user.id, "USD")).toBe("2");
    // A day earlier than one already credited is skipped rather than paid (days are credited in order).
    const late = await subscribed(
      await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" }),
    );
    const d4 = addDays(d1, 3);
    await creditInterestForDay(d4);
    await creditInterestForDay(addDays(d1, 2));
    expect(await balanceOf(late.user.id, "USD")).toBe("1");
  });

  it("reports processed, total and completed for the run", async () => {
    const plan = await createPlan({ minimumAmount: "1000", interestRate: "36.5", totalReturns: "0.1" });
    await subscribed(plan);
    await subscribed(plan);
    const day = freshDay();
    const [before] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from subscriptions where status = 'ACTIVE'`,
    );
    const result = await creditInterestForDay(day);
    expect(result.processed).toBe(Number(before.n));
    // Both new subscriptions complete on their first day: capped at 1000 × 0.1% = 1.
    expect(result.completed).toBeGreaterThanOrEqual(2);
  });

  it("does not rewrite the subscription rows: the readers add each day's accrual to the row", async () => {
    const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
    const { user, subscriptionId } = await subscribed(plan);
    const d1 = freshDay();
    await creditInterestForDay(d1);
    await creditInterestForDay(addDays(d1, 1));
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ interestCredited: "0.00000000", lastInterestCalculation: null });
    const [listed] = await listSubscriptions(user.id);
    expect(listed).toMatchObject({
      interestCredited: 2,
      lastInterestCalculation: `${addDays(d1, 1)}T00:00:00.000Z`,
    });
  });

  it("counts a row credited before the run stopped rewriting rows, and only the accruals after its stamp", async () => {
    // A subscription as runs before migration 0026 left it: 3 days credited, stamped on the last one.
    const plan = await createPlan({ minimumAmount: "1000", interestRate: "36.5", totalReturns: "0.45" });
    const { user, subscriptionId } = await subscribed(plan);
    const d1 = freshDay();
    for (let i = 0; i < 3; i++)
      await db()
        .insert(interestAccruals)
        .values({ subscriptionId, day: addDays(d1, i), userId: user.id, amount: "1" });
    await db()
      .update(subscriptions)
      .set({ interestCredited: "3", lastInterestCalculation: new Date(`${addDays(d1, 2)}T12:00:00Z`) })
      .where(eq(subscriptions.id, subscriptionId));
    await db().execute(sql`insert into interest_runs (day, ran_at) values (${addDays(d1, 2)}, now())`);
    // Daily 1000 × 36.5 / 36500 = 1, cap 1000 × 0.45% = 4.5: day 4 pays 1, day 5 the remaining 0.5 and completes.
    await creditInterestForDay(addDays(d1, 3));
    expect((await listSubscriptions(user.id))[0]).toMatchObject({ interestCredited: 4, status: "ACTIVE" });
    const last = await creditInterestForDay(addDays(d1, 4));
    expect(last.completed).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ status: "COMPLETED", interestCredited: "4.50000000" });
    expect((await listSubscriptions(user.id))[0]).toMatchObject({ interestCredited: 4.5 });
    // Paid by the engine: days 4 and 5 only (the three seeded accruals were never posted to the ledger here).
    expect(await balanceOf(user.id, "USD")).toBe("1001.5");
  });

  it("credits on a re-run a subscription opened before the day's run but committed after it", async () => {
    const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
    const day = freshDay();
    await creditInterestForDay(day);
    const { user, subscriptionId } = await subscribed(plan);
    // Its transaction started (created_at) an hour before the run that could not see it yet.
    await db()
      .update(subscriptions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(subscriptions.id, subscriptionId));
    await db().execute(
      sql`update interest_runs set ran_at = now() - interval '30 minutes' where day = ${day}`,
    );
    const rerun = await creditInterestForDay(day);
    expect(rerun.processed).toBe(1);
    expect(await balanceOf(user.id, "USD")).toBe("1");
  });

  it("refuses a malformed day", async () => {
    await expect(creditInterestForDay("2024-13-45")).rejects.toThrow();
    await expect(creditInterestForDay("yesterday")).rejects.toThrow();
  });
});
