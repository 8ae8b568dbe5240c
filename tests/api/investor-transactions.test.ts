import { eq } from "drizzle-orm";
import { GET as transactionsRoute } from "@/app/api/users/transactions/route";
import { investmentPlans, subscriptions, transactions } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

const at = (iso: string) => new Date(iso);

async function planByName(name: string) {
  const [plan] = await db().select().from(investmentPlans).where(eq(investmentPlans.name, name));
  return plan;
}

describe("GET /api/users/transactions", () => {
  it("lists the caller's live transactions newest first, with the contract's fields", async () => {
    const a = await createUser();
    const b = await createUser();
    const basic = await planByName("Basic");
    const [older] = await db()
      .insert(transactions)
      .values({
        userId: a.user.id,
        type: "DEPOSIT",
        asset: "BITCOIN",
        amount: "0.5",
        assetAmount: "0.5",
        usdEquivalent: "58257.5",
        details: "Admin credit",
        createdAt: at("2026-01-01T10:00:00Z"),
      })
      .returning();
    const [newer] = await db()
      .insert(transactions)
      .values({
        userId: a.user.id,
        type: "SUBSCRIPTION",
        asset: "USDT",
        amount: "1000",
        assetAmount: "1000",
        status: "ACTIVE",
        planId: basic.id,
        createdAt: at("2026-02-01T10:00:00Z"),
      })
      .returning();
    await db()
      .insert(transactions)
      .values({
        userId: a.user.id,
        type: "WITHDRAWAL",
        asset: "USDC",
        amount: "5",
        assetAmount: "5",
        deletedAt: new Date(),
        createdAt: at("2026-03-01T10:00:00Z"),
      });
    await db()
      .insert(transactions)
      .values({ userId: b.user.id, type: "DEPOSIT", asset: "USDT", amount: "42", assetAmount: "42" });

    const res = await call(transactionsRoute, "/api/users/transactions", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.transactions.map((t: { id: number }) => t.id)).toEqual([newer.id, older.id]);
    expect(res.body.transactions[1]).toEqual({
      id: older.id,
      type: "DEPOSIT",
      asset: "BITCOIN",
      amount: 0.5,
      assetAmount: 0.5,
      status: "COMPLETED",
      date: "2026-01-01T10:00:00.000Z",
      createdAt: "2026-01-01T10:00:00.000Z",
      details: "Admin credit",
      planId: null,
      planName: null,
      usdEquivalent: 58257.5,
    });
    expect(res.body.transactions[0]).toMatchObject({
      planId: basic.id,
      planName: "Basic",
      amount: 1000,
      usdEquivalent: null,
    });
  });

  it("shows an admin's plan-name override instead of the plan's name", async () => {
    const a = await createUser();
    const basic = await planByName("Basic");
    await db().insert(transactions).values({
      userId: a.user.id,
      type: "SUBSCRIPTION",
      asset: "USDT",
      amount: "1000",
      assetAmount: "1000",
      planId: basic.id,
      displayPlanName: "Basic (promo)",
    });
    const res = await call(transactionsRoute, "/api/users/transactions", { token: a.token });
    expect(res.body.transactions[0].planName).toBe("Basic (promo)");
  });

  it("filters by a transaction type", async () => {
    const a = await createUser();
    await db()
      .insert(transactions)
      .values([
        { userId: a.user.id, type: "DEPOSIT", asset: "USDT", amount: "1", assetAmount: "1" },
        {
          userId: a.user.id,
          type: "INTEREST",
          asset: "USD",
          amount: "0.23287671",
          assetAmount: "0.23287671",
        },
      ]);
    const res = await call(transactionsRoute, "/api/users/transactions", {
      token: a.token,
      query: { type: "INTEREST" },
    });
    expect(res.status).toBe(200);
    expect(res.body.transactions).toHaveLength(1);
    expect(res.body.transactions[0]).toMatchObject({ type: "INTEREST", asset: "USD", amount: 0.23287671 });
  });

  it("answers an empty list for a new account", async () => {
    const a = await createUser();
    const res = await call(transactionsRoute, "/api/users/transactions", { token: a.token });
    expect(res.body).toEqual({ transactions: [] });
  });

  it.each([["BOGUS"], ["deposit"], [""], ["SUBSCRIPTION'--"]])("answers 400 for type=%j", async (type) => {
    const a = await createUser();
    const res = await call(transactionsRoute, "/api/users/transactions", { token: a.token, query: { type } });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.errors[0].path).toBe("type");
  });
});

describe("GET /api/users/transactions?type=SUBSCRIPTION", () => {
  it("answers the caller's subscriptions in the subscription-transaction shape, every status, newest first", async () => {
    const a = await createUser();
    const b = await createUser();
    const basic = await planByName("Basic");
    const premium = await planByName("Premium");
    const [active] = await db()
      .insert(subscriptions)
      .values({
        userId: a.user.id,
        planId: premium.id,
        amount: "5000",
        asset: "BITCOIN",
        assetAmount: "0.04291292",
        priceUsd: "116515",
        interestRate: "12.8",
        totalReturns: "12.8",
        interestCredited: "1.75342465",
        lastInterestCalculation: at("2026-03-02T00:00:00Z"),
        createdAt: at("2026-03-01T09:00:00Z"),
      })
      .returning();
    const [completed] = await db()
      .insert(subscriptions)
      .values({
        userId: a.user.id,
        planId: basic.id,
        amount: "1000",
        asset: "USDT",
        assetAmount: "1000",
        priceUsd: "1",
        interestRate: "8.5",
        totalReturns: "8.5",
        status: "COMPLETED",
        interestCredited: "85",
        createdAt: at("2025-01-01T09:00:00Z"),
      })
      .returning();
    await db().insert(subscriptions).values({
      userId: b.user.id,
      planId: basic.id,
      amount: "1000",
      asset: "USDT",
      assetAmount: "1000",
      priceUsd: "1",
      interestRate: "8.5",
      totalReturns: "8.5",
    });

    const res = await call(transactionsRoute, "/api/users/transactions", {
      token: a.token,
      query: { type: "SUBSCRIPTION" },
    });
    expect(res.status).toBe(200);
    expect(res.body.transactions.map((s: { id: number }) => s.id)).toEqual([active.id, completed.id]);
    expect(res.body.transactions[0]).toEqual({
      id: active.id,
      planId: premium.id,
      plan: { plan: "Premium", interestRate: 12.8 },
      // The plan's shape: a USD plan paid for in Bitcoin holds dollars (principalAsset), whatever paid for it.
      kind: "FIXED",
      principalAsset: "USD",
      amount: 5000,
      asset: "BITCOIN",
      assetAmount: 0.04291292,
      status: "ACTIVE",
      createdAt: "2026-03-01T09:00:00.000Z",
      lastInterestCalculation: "2026-03-02T00:00:00.000Z",
      interestCredited: 1.75342465,
      totalReturns: 12.8,
    });
    expect(res.body.transactions[1]).toMatchObject({
      status: "COMPLETED",
      lastInterestCalculation: null,
      plan: { plan: "Basic" },
    });
  });

  it("keeps the subscription's own rate after the plan is edited", async () => {
    const a = await createUser();
    const [plan] = await db()
      .insert(investmentPlans)
      .values({
        name: "Edited",
        interestRate: "10",
        minimumAmount: "100",
        maximumAmount: "200",
        totalReturns: "10",
      })
      .returning();
    await db().insert(subscriptions).values({
      userId: a.user.id,
      planId: plan.id,
      amount: "100",
      asset: "USDC",
      assetAmount: "100",
      priceUsd: "1",
      interestRate: "10",
      totalReturns: "10",
    });
    await db()
      .update(investmentPlans)
      .set({ interestRate: "20", retiredAt: new Date() })
      .where(eq(investmentPlans.id, plan.id));
    const res = await call(transactionsRoute, "/api/users/transactions", {
      token: a.token,
      query: { type: "SUBSCRIPTION" },
    });
    expect(res.body.transactions[0].plan).toEqual({ plan: "Edited", interestRate: 10 });
  });
});
