// GET /api/admin/investments, every user's subscriptions as the back office's "User investment".
import { and, eq } from "drizzle-orm";
import { GET as investmentsRoute } from "@/app/api/admin/investments/route";
import { investmentPlans, subscriptions, transactions } from "@/db/schema";
import { redeem } from "@/lib/earn/redemption";
import { subscribe } from "@/lib/investments/subscribe";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createPlan, fund } from "../helpers/money";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let ann: Awaited<ReturnType<typeof createUser>>;
let ben: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9));

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  ann = await createUser({ name: "Ann Investor", email: "ann.investor@example.com" });
  ben = await createUser({ name: "Ben Saver", email: "ben@savers.net" });
  const plans = Object.fromEntries(
    (await db().select().from(investmentPlans)).map((p) => [p.name, p] as const),
  );
  const sub = (
    key: string,
    userId: number,
    plan: string,
    day: number,
    extra: Partial<typeof subscriptions.$inferInsert> = {},
  ) => ({
    key,
    row: {
      userId,
      planId: plans[plan].id,
      amount: plans[plan].minimumAmount,
      asset: "USDT" as const,
      assetAmount: plans[plan].minimumAmount,
      priceUsd: "1",
      interestRate: plans[plan].interestRate,
      totalReturns: plans[plan].totalReturns,
      createdAt: at(day),
      ...extra,
    },
  });
  const all = [
    sub("annBasic", ann.user.id, "Basic", 1, { status: "COMPLETED" }),
    sub("benPremium", ben.user.id, "Premium", 2, {
      lastInterestCalculation: at(3),
      interestRate: "11.5",
      totalReturns: "11.5",
    }),
    sub("annEnterprise", ann.user.id, "Enterprise", 4),
  ];
  for (const { key, row } of all) {
    const [created] = await db().insert(subscriptions).values(row).returning({ id: subscriptions.id });
    ids[key] = created.id;
  }
});

const list = (query: Record<string, string> = {}) =>
  call(investmentsRoute, "/api/admin/investments", { token: admin.token, query });
const listed = (body: { investments: { id: number }[] }) => body.investments.map((i) => i.id);

describe("GET /api/admin/investments", () => {
  it("lists every user's subscriptions newest first, in the spec's fields, with the total", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["investments", "pagination"]);
    expect(listed(res.body)).toEqual([ids.annEnterprise, ids.benPremium, ids.annBasic]);
    expect(res.body.pagination).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(res.body.investments[1]).toEqual({
      id: ids.benPremium,
      plan: "Premium",
      user: { id: ben.user.id, name: "Ben Saver", email: "ben@savers.net" },
      amount: 5000,
      asset: "USDT",
      status: "ACTIVE",
      minimumAmount: 5000,
      maximumAmount: 24999,
      // The subscription's own terms, not the plan's current 12.8%.
      interestRate: 11.5,
      totalReturn: 11.5,
      createdAt: at(2).toISOString(),
      lastInterestCalculation: at(3).toISOString(),
      // A seeded plan: fixed, in dollars, no early redemption, no renewal.
      kind: "FIXED",
      principalAsset: "USD",
      rangeAsset: "USD",
      earlyRedemption: "NONE",
      earlyRedemptionPenaltyPercent: "0",
      autoRenew: false,
      compound: false,
      interestCredited: "0",
      redeemed: "0",
      redemptions: 0,
      forfeited: "0",
      renewedFrom: null,
      renewedTo: null,
      completedAt: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|password|phone/i);
  });

  it("shows the plan's current range after a plan edit", async () => {
    await db()
      .update(investmentPlans)
      .set({ maximumAmount: "30000" })
      .where(eq(investmentPlans.name, "Premium"));
    const res = await list({ q: "premium" });
    expect(res.body.investments[0].maximumAmount).toBe(30000);
  });

  it("pages with limit and offset", async () => {
    const res = await list({ limit: "1", offset: "1" });
    expect(listed(res.body)).toEqual([ids.benPremium]);
    expect(res.body.pagination).toEqual({ total: 3, limit: 1, offset: 1 });
  });

  it.each([
    ["the plan name", "ENTERPRISE", ["annEnterprise"]],
    ["the user's name", "ann inv", ["annEnterprise", "annBasic"]],
    ["the user's e-mail", "savers.net", ["benPremium"]],
    ["nothing", "nobody-at-all", []],
  ])("searches %s with q", async (_label, q, expected) => {
    const res = await list({ q });
    expect(res.status).toBe(200);
    expect(listed(res.body)).toEqual(expected.map((k) => ids[k]));
    expect(res.body.pagination.total).toBe(expected.length);
  });

  it("filters by status, with q", async () => {
    const active = await list({ status: "active" });
    expect(listed(active.body)).toEqual([ids.annEnterprise, ids.benPremium]);
    const completed = await list({ status: "COMPLETED", q: "ann" });
    expect(listed(completed.body)).toEqual([ids.annBasic]);
    expect(completed.body.pagination.total).toBe(1);
  });

  it("refuses bad paging and unknown statuses with 400", async () => {
    for (const query of <Record<string, string>[]>[
      { limit: "0" },
      { offset: "-1" },
      { status: "PAUSED" },
      { q: "x".repeat(201) },
    ]) {
      const res = await list(query);
      expect([query, res.status]).toEqual([query, 400]);
    }
  });

  it("shows a coin plan in its coin, with its redemptions, and a renewal both ways", async () => {
    const carl = (await createUser({ name: "Carl Coins", email: "carl@coins.example" })).user;
    const btcPlan = await createPlan({
      name: "Bitcoin Flexible",
      kind: "FLEXIBLE",
      asset: "BITCOIN",
      minimumAmount: "0.01",
      maximumAmount: "10",
      interestRate: "5",
      totalReturns: "0",
    });
    const ethPlan = await createPlan({
      name: "Ether Fixed",
      asset: "ETHEREUM",
      minimumAmount: "1",
      maximumAmount: "100",
      interestRate: "10",
      totalReturns: "2",
      earlyRedemption: "PENALTY",
      earlyRedemptionPenaltyPercent: "1.5",
    });
    await fund(carl.id, "BITCOIN", "1");
    await fund(carl.id, "ETHEREUM", "4");
    const btc = await subscribe({ userId: carl.id, planId: btcPlan.id, asset: "BITCOIN", amount: "0.5" });
    const btcId = btc.subscription.id;
    await redeem(carl.id, btcId, "0.2");
    await redeem(carl.id, btcId, "0.05");
    const btcRedemptions = await db()
      .select({ details: transactions.details, code: transactions.detailsCode })
      .from(transactions)
      .where(and(eq(transactions.subscriptionId, btcId), eq(transactions.type, "REDEMPTION")));
    expect(btcRedemptions).toEqual([
      { details: "Redeemed from Bitcoin Flexible", code: "REDEEMED" },
      { details: "Redeemed from Bitcoin Flexible", code: "REDEEMED" },
    ]);
    const eth = await subscribe({ userId: carl.id, planId: ethPlan.id, asset: "ETHEREUM", amount: "2" });
    const ethId = eth.subscription.id;
    // A fixed plan at maturity with renewal on: completed, and the renewal opened from it (as the run does).
    await db()
      .update(subscriptions)
      .set({ status: "COMPLETED", autoRenew: true, compound: true })
      .where(eq(subscriptions.id, ethId));
    const [renewal] = await db()
      .insert(subscriptions)
      .values({
        userId: carl.id,
        planId: ethPlan.id,
        amount: "2",
        asset: "ETHEREUM",
        assetAmount: "2",
        priceUsd: "0",
        interestRate: "10",
        totalReturns: "2",
        principalAsset: "ETHEREUM",
        earlyRedemption: "PENALTY",
        earlyRedemptionPenaltyPercent: "1.5",
        autoRenew: true,
        compound: true,
        renewedFrom: ethId,
      })
      .returning({ id: subscriptions.id });

    const res = await list({ q: "carl@coins" });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.investments.map((i: { id: number }) => [i.id, i]));
    expect(byId.get(btcId)).toMatchObject({
      plan: "Bitcoin Flexible",
      kind: "FLEXIBLE",
      principalAsset: "BITCOIN",
      asset: "BITCOIN",
      rangeAsset: "BITCOIN",
      amount: 0.25,
      minimumAmount: 0.01,
      maximumAmount: 10,
      status: "ACTIVE",
      redeemed: "0.25",
      redemptions: 2,
      // A flexible position gives back all it redeems.
      forfeited: "0",
      interestCredited: "0",
      autoRenew: false,
      renewedTo: null,
    });
    expect(byId.get(ethId)).toMatchObject({
      kind: "FIXED",
      principalAsset: "ETHEREUM",
      amount: 2,
      status: "COMPLETED",
      earlyRedemption: "PENALTY",
      earlyRedemptionPenaltyPercent: "1.5",
      autoRenew: true,
      compound: true,
      redemptions: 0,
      renewedTo: renewal.id,
      renewedFrom: null,
    });
    expect(byId.get(renewal.id)).toMatchObject({ renewedFrom: ethId, renewedTo: null, status: "ACTIVE" });

    // The filters keep working beside the new fields.
    const completed = await list({ status: "COMPLETED", q: "carl" });
    expect(listed(completed.body)).toEqual([ethId]);
  });

  it("shows what an early redemption of a fixed plan forfeited, in the plan's asset", async () => {
    const dora = (await createUser({ name: "Dora Early", email: "dora@early.example" })).user;
    const penaltyPlan = await createPlan({
      name: "Ether Penalty",
      asset: "ETHEREUM",
      minimumAmount: "1",
      maximumAmount: "100",
      interestRate: "10",
      totalReturns: "2",
      earlyRedemption: "PENALTY",
      earlyRedemptionPenaltyPercent: "1.5",
    });
    await fund(dora.id, "ETHEREUM", "3");
    const eth = await subscribe({ userId: dora.id, planId: penaltyPlan.id, asset: "ETHEREUM", amount: "2" });
    const redeemed = await redeem(dora.id, eth.subscription.id);
    expect(redeemed).toMatchObject({ returned: "1.97", forfeited: "0.03" });
    // The REDEMPTION row: the English sentence as always, and its code so other languages read it too.
    const [row] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.subscriptionId, eth.subscription.id), eq(transactions.type, "REDEMPTION")));
    expect(row).toMatchObject({
      asset: "ETHEREUM",
      amount: "1.97000000",
      details: "Redeemed from Ether Penalty, 0.03 forfeited",
      detailsCode: "REDEEMED_FORFEIT",
      detailsParams: { plan: "Ether Penalty", forfeited: "0.03" },
    });

    const res = await list({ q: "dora@early" });
    expect(res.status).toBe(200);
    expect(res.body.investments).toHaveLength(1);
    expect(res.body.investments[0]).toMatchObject({
      id: eth.subscription.id,
      kind: "FIXED",
      principalAsset: "ETHEREUM",
      status: "COMPLETED",
      amount: 2,
      redeemed: "1.97",
      redemptions: 1,
      forfeited: "0.03",
    });
  });
});
