import { and, eq, sql } from "drizzle-orm";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { ledgerEntries, subscriptions, transactions } from "@/db/schema";
import { queryRows } from "@/db/client";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const PATH = "/api/investments/subscribe";

async function investor(
  funds: Partial<Record<"USD" | "BITCOIN" | "ETHEREUM" | "USDT" | "USDC", string>> = {},
) {
  const created = await createUser();
  for (const [asset, amount] of Object.entries(funds)) await fund(created.user.id, asset as "USD", amount);
  return created;
}

async function rowsFor(userId: number) {
  const [counts] = await queryRows<{ subs: number; txs: number; entries: number }>(
    db(),
    sql`select (select count(*) from subscriptions where user_id = ${userId})::int as subs,
               (select count(*) from transactions where user_id = ${userId})::int as txs,
               (select count(*) from ledger_entries where user_id = ${userId} and kind = 'SUBSCRIPTION')::int as entries`,
  );
  return { subs: Number(counts.subs), txs: Number(counts.txs), entries: Number(counts.entries) };
}

describe("POST /api/investments/subscribe", () => {
  it("answers 401 without a session", async () => {
    const plan = await createPlan();
    const res = await call(subscribeRoute, PATH, { body: { planId: plan.id, asset: "USDT", amount: 1000 } });
    expect(res.status).toBe(401);
  });

  it("pays the plan's minimum in BITCOIN at the fallback price, rounded up, in one transaction", async () => {
    const { user, token } = await investor({ BITCOIN: "1" });
    const plan = await createPlan({
      name: "Basic Test",
      minimumAmount: "1000",
      interestRate: "8.5",
      totalReturns: "8.5",
    });
    const res = await call(subscribeRoute, PATH, {
      token,
      body: { planId: plan.id, asset: "BITCOIN", amount: 1000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Successfully subscribed to Basic Test");
    expect(res.body.subscription).toMatchObject({
      planId: plan.id,
      plan: { plan: "Basic Test", interestRate: 8.5 },
      amount: 1000,
      asset: "BITCOIN",
      assetAmount: 0.00858259, // display numbers, as in GET /api/users/transactions?type=SUBSCRIPTION
      priceUsd: 116515,
      status: "ACTIVE",
      lastInterestCalculation: null,
    });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.99141741");

    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(sub).toMatchObject({
      amount: "1000.00000000",
      interestRate: "8.5000",
      totalReturns: "8.5000",
      assetAmount: "0.00858259",
    });
    const [tx] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(tx).toMatchObject({
      type: "SUBSCRIPTION",
      status: "ACTIVE",
      planId: plan.id,
      subscriptionId: sub.id,
      asset: "BITCOIN",
    });
    expect(tx.usdEquivalent).toBe("1000.00000000");
    expect(tx.details).toMatch(/: 0\.00858259 BTC at \d+(\.\d+)? USD$/);
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `subscription:${sub.id}`));
    expect(entry).toMatchObject({ amount: "-0.00858259", kind: "SUBSCRIPTION", asset: "BITCOIN" });
  });

  it("pays from the main balance with asset USD", async () => {
    const { user, token } = await investor({ USD: "1500" });
    const plan = await createPlan({ minimumAmount: "1000" });
    const res = await call(subscribeRoute, PATH, {
      token,
      body: { planId: String(plan.id), asset: "USD", amount: "1000" },
    });
    expect(res.status).toBe(200);
    expect(await balanceOf(user.id, "USD")).toBe("500");
  });

  it("refuses with insufficientFunds when the asset cannot cover the plan, and writes nothing", async () => {
    const { user, token } = await investor({ ETHEREUM: "0.2" });
    const plan = await createPlan({ minimumAmount: "1000" });
    const res = await call(subscribeRoute, PATH, {
      token,
      body: { planId: plan.id, asset: "ETHEREUM", amount: 1000 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Insufficient balance for this subscription",
      code: "INSUFFICIENT_BALANCE_FOR_THIS_SUBSCRIPTION",
      insufficientFunds: true,
    });
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0.2");
    expect(await rowsFor(user.id)).toEqual({ subs: 0, txs: 0, entries: 0 });
  });

  it("answers 409 'already subscribed' for a second ACTIVE subscription to the same plan", async () => {
    const { user, token } = await investor({ USDT: "5000" });
    const plan = await createPlan({ minimumAmount: "1000" });
    expect(
      (await call(subscribeRoute, PATH, { token, body: { planId: plan.id, asset: "USDT", amount: 1000 } }))
        .status,
    ).toBe(200);
    const again = await call(subscribeRoute, PATH, {
      token,
      body: { planId: plan.id, asset: "USDT", amount: 1000 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already subscribed");
    expect(await balanceOf(user.id, "USDT")).toBe("4000");
  });

  it("lets exactly one of two simultaneous subscriptions to the same plan through", async () => {
    const { user, token } = await investor({ USDC: "5000" });
    const plan = await createPlan({ minimumAmount: "1000" });
    const results = await Promise.all(
      [1, 2].map(() =>
        call(subscribeRoute, PATH, { token, body: { planId: plan.id, asset: "USDC", amount: 1000 } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id, "USDC")).toBe("4000");
    expect(await rowsFor(user.id)).toEqual({ subs: 1, txs: 1, entries: 1 });
  });

  it("allows subscribing again once the previous subscription is no longer ACTIVE", async () => {
    const { user, token } = await investor({ USDT: "3000" });
    const plan = await createPlan({ minimumAmount: "1000" });
    await call(subscribeRoute, PATH, { token, body: { planId: plan.id, asset: "USDT", amount: 1000 } });
    await db().update(subscriptions).set({ status: "COMPLETED" }).where(eq(subscriptions.userId, user.id));
    const again = await call(subscribeRoute, PATH, {
      token,
      body: { planId: plan.id, asset: "USDT", amount: 1000 },
    });
    expect(again.status).toBe(200);
  });

  it("answers 404 for a retired or unknown plan", async () => {
    const { token } = await investor({ USDT: "5000" });
    const retired = await createPlan({ retiredAt: new Date() });
    for (const planId of [retired.id, 999999]) {
      const res = await call(subscribeRoute, PATH, { token, body: { planId, asset: "USDT", amount: 1000 } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Investment plan not found");
    }
  });

  it("refuses an amount other than the plan's minimum", async () => {
    const { user, token } = await investor({ USDT: "5000" });
    const plan = await createPlan({ minimumAmount: "1000" });
    for (const amount of [999.99, 1000.01, 5000]) {
      const res = await call(subscribeRoute, PATH, {
        token,
        body: { planId: plan.id, asset: "USDT", amount },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Amount must be the plan's minimum investment of 1000 USD");
    }
    expect(await rowsFor(user.id)).toEqual({ subs: 0, txs: 0, entries: 0 });
  });

  it.each([
    ["an empty body", { planId: undefined, asset: undefined, amount: undefined }],
    ["a missing amount", { amount: undefined }],
    ["a missing asset", { asset: undefined }],
    ["a missing plan", { planId: undefined }],
    ["a plan id that is not a number", { planId: "abc" }],
    ["a negative plan id", { planId: -1 }],
    ["an unknown asset", { asset: "DOGE" }],
    ["an asset of the wrong type", { asset: 5 }],
    ["a negative amount", { amount: -1000 }],
    ["a zero amount", { amount: 0 }],
    ["NaN", { amount: "NaN" }],
    ["exponent notation", { amount: "1e3" }],
    ["too many decimals", { amount: "1000.000000001" }],
    ["an amount of the wrong type", { amount: [1000] }],
  ])("answers 400 with a message for %s and writes nothing", async (_label, patch) => {
    const { user, token } = await investor({ USDT: "5000" });
    const plan = await createPlan({ minimumAmount: "1000" });
    const res = await call(subscribeRoute, PATH, {
      token,
      body: { planId: plan.id, asset: "USDT", amount: 1000, ...patch },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(await rowsFor(user.id)).toEqual({ subs: 0, txs: 0, entries: 0 });
    expect(await balanceOf(user.id, "USDT")).toBe("5000");
  });

  it("answers 400 for malformed JSON", async () => {
    const { token } = await investor();
    const res = await call(subscribeRoute, PATH, { token, rawBody: "{nope" });
    expect(res.status).toBe(400);
  });

  it("snapshots the plan's terms so a later plan edit leaves the subscription alone", async () => {
    const { user, token } = await investor({ USDT: "1000" });
    const plan = await createPlan({ minimumAmount: "1000", interestRate: "7", totalReturns: "9" });
    await call(subscribeRoute, PATH, { token, body: { planId: plan.id, asset: "USDT", amount: 1000 } });
    await db().execute(
      sql`update investment_plans set interest_rate = 50, total_returns = 60 where id = ${plan.id}`,
    );
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id)));
    expect(sub).toMatchObject({ interestRate: "7.0000", totalReturns: "9.0000" });
  });
});
