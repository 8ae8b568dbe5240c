// Each kind of plan's daily interest, exact to 10^-8 over 400 days, against a model written here in
// exact decimals: a FIXED USD plan renewing with compounding at each maturity, a FLEXIBLE Bitcoin position
// topped up and partly redeemed, a FIXED Ethereum plan renewing without compounding and then redeemed early
// (forfeiting the interest it paid). Every day's balances are compared, coin plans never touch USD, and the
// books reconcile.
import { eq, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { subscriptions } from "@/db/schema";
import { redeem } from "@/lib/earn/redemption";
import { setRenewal } from "@/lib/earn/renewal-settings";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { addDays } from "@/lib/interest/utc-day";
import { subscribe } from "@/lib/investments/subscribe";
import { Money, moneyString } from "@/lib/money/decimal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

jest.setTimeout(600_000);

type Pos = {
  amount: Money;
  rate: string;
  totalReturns: string;
  kind: "FIXED" | "FLEXIBLE";
  credited: Money;
  autoRenew: boolean;
  compound: boolean;
  limits: [string, string];
  active: boolean;
  /** The day it was opened by a renewal: it earns from the next day. */
  from: number;
};

/** One day of the run, as docs/architecture.md states it, for one position of a model balance. */
function creditDay(p: Pos, balance: { v: Money }, day: number): "renewed" | "completed" | null {
  if (!p.active || day <= p.from) return null;
  const daily = p.amount.times(p.rate).div(36500).toDecimalPlaces(8, Money.ROUND_DOWN);
  if (p.kind === "FIXED") {
    const cap = p.amount.times(p.totalReturns).div(100).toDecimalPlaces(8, Money.ROUND_DOWN);
    if (p.amount.times(p.rate).gte(cap.minus(p.credited).times(36500))) {
      const last = Money.max(cap.minus(p.credited), 0);
      p.credited = p.credited.plus(last);
      balance.v = balance.v.plus(last).plus(p.amount);
      p.active = false;
      if (!p.autoRenew) return "completed";
      const next = p.compound ? p.amount.plus(p.credited) : p.amount;
      if (next.lt(p.limits[0]) || next.gt(p.limits[1]) || balance.v.lt(next)) return "completed";
      balance.v = balance.v.minus(next);
      Object.assign(p, { amount: next, credited: new Money(0), active: true, from: day });
      return "renewed";
    }
  }
  p.credited = p.credited.plus(daily);
  balance.v = balance.v.plus(daily);
  return null;
}

async function activeOf(userId: number) {
  const rows = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(subscriptions.id);
  return rows.find((r) => r.status === "ACTIVE") ?? rows[rows.length - 1];
}

it("credits each kind exactly over 400 days, with a top-up, redemptions and renewals on the way", async () => {
  const start = "2100-01-01";
  // FIXED USD, compounding renewals: 8.5% a year until 2% is reached (86 days, the last one partial).
  const usdPlan = await createPlan({
    minimumAmount: "1000",
    maximumAmount: "5000",
    interestRate: "8.5",
    totalReturns: "2",
  });
  // FLEXIBLE Bitcoin: no end.
  const btcPlan = await createPlan({
    kind: "FLEXIBLE",
    asset: "BITCOIN",
    minimumAmount: "0.01",
    maximumAmount: "10",
    interestRate: "5.3",
    totalReturns: "0",
  });
  // FIXED Ethereum, renewing without compounding, redeemable early by forfeiting the interest paid.
  const ethPlan = await createPlan({
    asset: "ETHEREUM",
    minimumAmount: "1",
    maximumAmount: "100",
    interestRate: "12.7",
    totalReturns: "3",
    earlyRedemption: "FORFEIT_INTEREST",
  });

  const u1 = (await createUser()).user;
  const u2 = (await createUser()).user;
  const u3 = (await createUser()).user;
  await fund(u1.id, "USD", "1000");
  await fund(u2.id, "BITCOIN", "1");
  await fund(u3.id, "ETHEREUM", "2.5");

  await subscribe({ userId: u1.id, planId: usdPlan.id, asset: "USD", amount: "1000" });
  await subscribe({ userId: u2.id, planId: btcPlan.id, asset: "BITCOIN", amount: "0.5" });
  await subscribe({ userId: u3.id, planId: ethPlan.id, asset: "ETHEREUM", amount: "2.5" });
  const s1 = await activeOf(u1.id);
  const s3 = await activeOf(u3.id);
  await setRenewal(u1.id, s1.id, { autoRenew: true, compound: true });
  await setRenewal(u3.id, s3.id, { autoRenew: true, compound: false });

  const pos = {
    usd: {
      amount: new Money(1000),
      rate: "8.5",
      totalReturns: "2",
      kind: "FIXED",
      credited: new Money(0),
      autoRenew: true,
      compound: true,
      limits: ["1000", "5000"],
      active: true,
      from: 0,
    } as Pos,
    btc: {
      amount: new Money("0.5"),
      rate: "5.3",
      totalReturns: "0",
      kind: "FLEXIBLE",
      credited: new Money(0),
      autoRenew: false,
      compound: false,
      limits: ["0.01", "10"],
      active: true,
      from: 0,
    } as Pos,
    eth: {
      amount: new Money("2.5"),
      rate: "12.7",
      totalReturns: "3",
      kind: "FIXED",
      credited: new Money(0),
      autoRenew: true,
      compound: false,
      limits: ["1", "100"],
      active: true,
      from: 0,
    } as Pos,
  };
  const bal = { usd: { v: new Money(0) }, btc: { v: new Money("0.5") }, eth: { v: new Money(0) } };
  const renewals = { usd: 0, eth: 0 };

  const expectBalances = async (day: number) => {
    const got = [
      await balanceOf(u1.id, "USD"),
      await balanceOf(u2.id, "BITCOIN"),
      await balanceOf(u3.id, "ETHEREUM"),
      await balanceOf(u2.id, "USD"),
      await balanceOf(u3.id, "USD"),
    ];
    expect({ day, got }).toEqual({
      day,
      got: [moneyString(bal.usd.v), moneyString(bal.btc.v), moneyString(bal.eth.v), "0", "0"],
    });
  };

  for (let d = 1; d <= 400; d++) {
    if (d === 50) {
      // A top-up of the flexible position: the same subscription, a larger principal.
      await subscribe({ userId: u2.id, planId: btcPlan.id, asset: "BITCOIN", amount: "0.25" });
      pos.btc.amount = pos.btc.amount.plus("0.25");
      bal.btc.v = bal.btc.v.minus("0.25");
    }
    if (d === 150) {
      const flex = await activeOf(u2.id);
      const part = await redeem(u2.id, flex.id, "0.3");
      expect(part).toMatchObject({ returned: "0.3", forfeited: "0" });
      pos.btc.amount = pos.btc.amount.minus("0.3");
      bal.btc.v = bal.btc.v.plus("0.3");
    }
    if (d === 150) {
      // Early redemption of the renewed Ethereum plan: the principal minus the interest it paid.
      expect(renewals.eth).toBeGreaterThanOrEqual(1);
      const eth = await activeOf(u3.id);
      const done = await redeem(u3.id, eth.id);
      const forfeited = Money.min(pos.eth.credited, pos.eth.amount);
      expect(done).toMatchObject({
        returned: moneyString(pos.eth.amount.minus(forfeited)),
        forfeited: moneyString(forfeited),
      });
      bal.eth.v = bal.eth.v.plus(pos.eth.amount.minus(forfeited));
      pos.eth.active = false;
    }
    await creditInterestForDay(addDays(start, d));
    for (const key of ["usd", "btc", "eth"] as const) {
      const outcome = creditDay(pos[key], bal[key], d);
      if (outcome === "renewed") renewals[key as "usd" | "eth"] += 1;
    }
    await expectBalances(d);
  }
  expect(renewals.usd).toBe(4);
  expect(renewals.eth).toBe(1);
  // The last renewal's principal is the first one's plus every interest it paid on the way (compounding).
  const last = await activeOf(u1.id);
  expect(moneyString(last.amount)).toBe(moneyString(pos.usd.amount));
  expect(last.renewedFrom).not.toBeNull();
  const flex = await activeOf(u2.id);
  expect(moneyString(flex.amount)).toBe("0.45");
  expect(flex.status).toBe("ACTIVE");
  await expectBooksBalanced();
});

it("a coin plan never touches the USD balance: no USD ledger entry for its investor", async () => {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from ledger_entries le join subscriptions s on s.user_id = le.user_id
        where s.principal_asset <> 'USD' and le.asset = 'USD'`,
  );
  expect(Number(row.n)).toBe(0);
});
