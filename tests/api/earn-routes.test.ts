// Earn plans through the API: subscribing to a coin plan (only that coin's balance moves), the positions list,
// the redemption quote equal to the redemption, the Idempotency-Key, each early-redemption rule, the renewal
// switch, two redemptions at once, and a redemption while the interest run credits the same subscription.
import { eq } from "drizzle-orm";
import { subscriptions, users } from "@/db/schema";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { POST as addPlanRoute } from "@/app/api/investments/add/route";
import { GET as listRoute } from "@/app/api/subscriptions/route";
import { GET as quoteRoute } from "@/app/api/subscriptions/[id]/redemption-quote/route";
import { POST as redeemRoute } from "@/app/api/subscriptions/[id]/redeem/route";
import { PUT as renewalRoute } from "@/app/api/subscriptions/[id]/renewal/route";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { listInterestStatement } from "@/lib/interest/list-interest-statement";
import { addDays } from "@/lib/interest/utc-day";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced, fund, setPin } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const PIN = "4821";
let dayCursor = 0;
const nextDay = () => addDays("2100-01-01", (dayCursor += 1));

async function investorWith(asset: "USD" | "BITCOIN" | "ETHEREUM" | "USDT" | "USDC", amount: string) {
  const { user, token } = await createUser();
  await fund(user.id, asset, amount);
  await setPin(user.id, PIN);
  return { user, token };
}

async function subscribeTo(token: string, planId: number, asset: string, amount: string) {
  const res = await call(subscribeRoute, "/api/investments/subscribe", {
    token,
    body: { planId, asset, amount },
  });
  expect(res.status).toBe(200);
  return res.body.subscription.id as number;
}

const quote = (token: string, id: number, amount?: string) =>
  call(quoteRoute, `/api/subscriptions/${id}/redemption-quote`, {
    token,
    params: { id: String(id) },
    query: amount ? { amount } : {},
  });

const redeemCall = (token: string, id: number, body: object = {}, key?: string) =>
  call(redeemRoute, `/api/subscriptions/${id}/redeem`, {
    token,
    params: { id: String(id) },
    body: { pin: PIN, ...body },
    headers: key ? { "Idempotency-Key": key } : {},
  });

describe("coin and flexible plans", () => {
  it("subscribes to a coin plan from that coin's balance, never the USD one, and tops up a flexible one", async () => {
    const plan = await createPlan({
      kind: "FLEXIBLE",
      asset: "BITCOIN",
      minimumAmount: "0.001",
      maximumAmount: "2",
      interestRate: "4",
      totalReturns: "0",
    });
    const { user, token } = await investorWith("BITCOIN", "1");
    await fund(user.id, "USD", "100");
    const id = await subscribeTo(token, plan.id, "BITCOIN", "0.4");
    expect(await subscribeTo(token, plan.id, "BITCOIN", "0.1")).toBe(id);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
    expect(await balanceOf(user.id, "USD")).toBe("100");
    const wrong = await call(subscribeRoute, "/api/investments/subscribe", {
      token,
      body: { planId: plan.id, asset: "USD", amount: "0.1" },
    });
    expect(wrong.status).toBe(400);
    const above = await call(subscribeRoute, "/api/investments/subscribe", {
      token,
      body: { planId: plan.id, asset: "BITCOIN", amount: "1.6" },
    });
    expect(above.status).toBe(400);

    await creditInterestForDay(nextDay());
    // trunc(0.5 × 4 / 36500, 8) in BTC; the USD balance untouched.
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.50005479");
    expect(await balanceOf(user.id, "USD")).toBe("100");

    const list = await call(listRoute, "/api/subscriptions", { token });
    expect(list.status).toBe(200);
    expect(list.body.subscriptions[0]).toMatchObject({
      id,
      planId: plan.id,
      kind: "FLEXIBLE",
      asset: "BITCOIN",
      amount: "0.5",
      status: "ACTIVE",
      autoRenew: false,
      compound: false,
      interestPaid: "0.00005479",
    });
    // The interest statement names the coin it paid in; its USD total leaves coin interest out.
    const statement = await listInterestStatement(user.id, {});
    expect(statement.days).toEqual([expect.objectContaining({ asset: "BITCOIN", amount: "0.00005479" })]);
    expect(statement.total).toBe("0");
    expect(statement.totals).toEqual({ BITCOIN: "0.00005479" });
  });

  it("quotes exactly what the redemption then does; in part, then whole; the key replays, not repeats", async () => {
    const plan = await createPlan({
      kind: "FLEXIBLE",
      asset: "USDT",
      minimumAmount: "10",
      maximumAmount: "1000",
      interestRate: "7",
      totalReturns: "0",
    });
    const { user, token } = await investorWith("USDT", "300");
    const id = await subscribeTo(token, plan.id, "USDT", "300");
    const q = await quote(token, id, "120.5");
    expect(q.body).toEqual({ returned: "120.5", forfeited: "0", asset: "USDT" });
    const first = await redeemCall(token, id, { amount: "120.5" }, "earn-key-1");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ returned: q.body.returned, forfeited: q.body.forfeited });
    const again = await redeemCall(token, id, { amount: "120.5" }, "earn-key-1");
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(user.id, "USDT")).toBe("120.5");
    expect((await quote(token, id, "500")).status).toBe(400);
    const rest = await quote(token, id);
    expect(rest.body).toEqual({ returned: "179.5", forfeited: "0", asset: "USDT" });
    const whole = await redeemCall(token, id);
    expect(whole.body).toMatchObject({ returned: "179.5", forfeited: "0" });
    expect(whole.body.subscription.status).toBe("COMPLETED");
    expect(await balanceOf(user.id, "USDT")).toBe("300");
    expect((await redeemCall(token, id)).status).toBe(409);
  });
});

describe("the PIN confirms a redemption", () => {
  it("refuses a missing or wrong PIN before anything moves, counts the wrong guess, and asks for a PIN first", async () => {
    const plan = await createPlan({
      kind: "FLEXIBLE",
      asset: "BITCOIN",
      minimumAmount: "0.01",
      maximumAmount: "5",
      interestRate: "5",
      totalReturns: "0",
    });
    const { user, token } = await investorWith("BITCOIN", "1");
    const id = await subscribeTo(token, plan.id, "BITCOIN", "1");
    const missing = await redeemCall(token, id, { pin: undefined, amount: "0.5" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid withdrawal pin.");
    const wrong = await redeemCall(token, id, { pin: "0000", amount: "0.5" }, "earn-pin-1");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid withdrawal pin.");
    const [u] = await db().select().from(users).where(eq(users.id, user.id));
    expect(u.pinFailedAttempts).toBe(1);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");
    const right = await redeemCall(token, id, { amount: "0.5" }, "earn-pin-2");
    expect(right.status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");

    const { user: noPin, token: noPinToken } = await createUser();
    await fund(noPin.id, "BITCOIN", "1");
    const other = await subscribeTo(noPinToken, plan.id, "BITCOIN", "1");
    const unset = await redeemCall(noPinToken, other, { amount: "0.5" });
    expect(unset.status).toBe(400);
    expect(unset.body.message).toBe("You must set a withdrawal pin before making withdrawals.");
    expect(await balanceOf(noPin.id, "BITCOIN")).toBe("0");
  });
});

describe("fixed plans' early-redemption rules", () => {
  it("refuses NONE, forfeits the interest paid, or takes the penalty; in whole only", async () => {
    const none = await createPlan({
      asset: "USDC",
      minimumAmount: "100",
      maximumAmount: "1000",
      interestRate: "36.5",
      totalReturns: "50",
    });
    const forfeit = await createPlan({
      asset: "USDC",
      minimumAmount: "100",
      maximumAmount: "1000",
      interestRate: "36.5",
      totalReturns: "50",
      earlyRedemption: "FORFEIT_INTEREST",
    });
    const penalty = await createPlan({
      asset: "USDC",
      minimumAmount: "100",
      maximumAmount: "1000",
      interestRate: "36.5",
      totalReturns: "50",
      earlyRedemption: "PENALTY",
      earlyRedemptionPenaltyPercent: "2.5",
    });
    const { user, token } = await investorWith("USDC", "600.00000001");
    const a = await subscribeTo(token, none.id, "USDC", "200");
    const b = await subscribeTo(token, forfeit.id, "USDC", "200");
    const c = await subscribeTo(token, penalty.id, "USDC", "200.00000001");
    await creditInterestForDay(nextDay());
    await creditInterestForDay(nextDay());
    // 0.2 a day on each 200 at 36.5%: 0.4 paid by each in two days.
    expect(await balanceOf(user.id, "USDC")).toBe("1.2");
    expect((await quote(token, a)).status).toBe(400);
    expect((await redeemCall(token, a)).status).toBe(400);
    expect((await quote(token, b, "50")).status).toBe(400);
    const qb = await quote(token, b);
    expect(qb.body).toEqual({ returned: "199.6", forfeited: "0.4", asset: "USDC" });
    expect((await redeemCall(token, b)).body).toMatchObject({ returned: "199.6", forfeited: "0.4" });
    const qc = await quote(token, c);
    // 2.5% of 200.00000001, truncated to 8 decimals.
    expect(qc.body).toEqual({ returned: "195.00000001", forfeited: "5", asset: "USDC" });
    expect((await redeemCall(token, c)).body).toMatchObject(qc.body);
    // 1.2 + 199.6 + 195.00000001
    expect(await balanceOf(user.id, "USDC")).toBe("395.80000001");
  });
});

describe("renewal switch", () => {
  it("sets autoRenew and compound on the caller's active subscription only", async () => {
    const plan = await createPlan({
      asset: "ETHEREUM",
      minimumAmount: "1",
      maximumAmount: "10",
      interestRate: "10",
      totalReturns: "5",
    });
    const { token } = await investorWith("ETHEREUM", "2");
    const id = await subscribeTo(token, plan.id, "ETHEREUM", "2");
    const put = await call(renewalRoute, `/api/subscriptions/${id}/renewal`, {
      method: "PUT",
      token,
      params: { id: String(id) },
      body: { autoRenew: true, compound: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.subscription).toMatchObject({ autoRenew: true, compound: true });
    const bad = await call(renewalRoute, `/api/subscriptions/${id}/renewal`, {
      method: "PUT",
      token,
      params: { id: String(id) },
      body: { autoRenew: "yes", compound: true },
    });
    expect(bad.status).toBe(400);
    const other = await createUser();
    const foreign = await call(renewalRoute, `/api/subscriptions/${id}/renewal`, {
      method: "PUT",
      token: other.token,
      params: { id: String(id) },
      body: { autoRenew: false, compound: false },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("concurrency", () => {
  it("two redemptions at once move the money once", async () => {
    const plan = await createPlan({
      asset: "USDT",
      minimumAmount: "10",
      maximumAmount: "1000",
      interestRate: "10",
      totalReturns: "5",
      earlyRedemption: "PENALTY",
      earlyRedemptionPenaltyPercent: "1",
    });
    const { user, token } = await investorWith("USDT", "500");
    const id = await subscribeTo(token, plan.id, "USDT", "500");
    const [x, y] = await Promise.all([redeemCall(token, id), redeemCall(token, id)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id, "USDT")).toBe("495");
  });

  it("a redemption during the interest run waits for it and moves the money once", async () => {
    const plan = await createPlan({
      kind: "FLEXIBLE",
      asset: "USD",
      minimumAmount: "10",
      maximumAmount: "10000",
      interestRate: "36.5",
      totalReturns: "0",
    });
    const { user, token } = await investorWith("USD", "1000");
    const id = await subscribeTo(token, plan.id, "USD", "1000");
    const day = nextDay();
    const [run, red] = await Promise.all([creditInterestForDay(day), redeemCall(token, id)]);
    expect(red.status).toBe(200);
    expect(run.processed).toBeGreaterThanOrEqual(0);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row.status).toBe("COMPLETED");
    // The day's 1.00 was credited once or not at all (the run came after the redemption), never twice.
    const usd = await balanceOf(user.id, "USD");
    expect(["1000", "1001"]).toContain(usd);
    await creditInterestForDay(day);
    await creditInterestForDay(nextDay());
    expect(await balanceOf(user.id, "USD")).toBe(usd);
  });
});

describe("admin plans", () => {
  it("creates a plan with the earn fields and lists them; the defaults stay FIXED, USD, NONE", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const res = await call(addPlanRoute, "/api/investments/add", {
      token,
      body: {
        plan: "Flexible BTC",
        minimumAmount: "0.01",
        maximumAmount: "5",
        interestRate: "3",
        totalReturns: "0",
        kind: "FLEXIBLE",
        asset: "BITCOIN",
      },
    });
    if (res.status === 202) return; // the two-person rule holds plan changes for a second administrator
    expect(res.status).toBe(200);
    expect(res.body.newPlan).toMatchObject({ kind: "FLEXIBLE", asset: "BITCOIN", earlyRedemption: "NONE" });
    const refused = await call(addPlanRoute, "/api/investments/add", {
      token,
      body: {
        plan: "Bad",
        minimumAmount: "1",
        maximumAmount: "5",
        interestRate: "3",
        totalReturns: "1",
        earlyRedemption: "PENALTY",
        earlyRedemptionPenaltyPercent: "150",
      },
    });
    expect(refused.status).toBe(400);
  });
});
