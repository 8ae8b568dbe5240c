// The investor's per-day interest statement (docs/architecture.md, "Money rules": the accrual rows are the statement),
// read through the caller's own subscriptions so the (subscription, day) primary key serves the lookup.
import { and, asc, eq, gt, gte, lte, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interestAccruals, investmentPlans, subscriptions } from "@/db/schema";
import type { Asset } from "@/lib/money/assets";
import { Money, moneyString, toDisplayNumber } from "@/lib/money/decimal";
import { getUsdPrices, usdValue } from "@/lib/prices/usd-prices";
import type { InterestStatementQuery } from "@/lib/validation/interest";
import { utcDay } from "./utc-day";

/** One credited day of one subscription, in the asset it was paid in: USD (the main balance), or a coin plan's
 *  coin. */
export type InterestDay = {
  date: string;
  subscriptionId: number;
  plan: string;
  asset: Asset;
  /** Exact decimal string. */
  amount: string;
};

export type InterestStatement = {
  /** The period covered: the query's bounds, else the first credited day (or `to`) and today (UTC). */
  from: string;
  to: string;
  /** Oldest first, then by subscription. */
  days: InterestDay[];
  /** The USD interest (the main balance's), as before coin plans. */
  total: string;
  /** Every asset's total, coin interest in its coin. */
  totals: Partial<Record<Asset, string>>;
};

export async function listInterestStatement(
  userId: number,
  query: Pick<InterestStatementQuery, "from" | "to" | "subscriptionId">,
): Promise<InterestStatement> {
  const db = await getDb();
  const where: SQL[] = [
    eq(subscriptions.userId, userId),
    eq(interestAccruals.userId, userId),
    // A completing subscription can accrue 0 on its last day; no money moved, so no statement line.
    gt(interestAccruals.amount, "0"),
  ];
  if (query.from) where.push(gte(interestAccruals.day, query.from));
  if (query.to) where.push(lte(interestAccruals.day, query.to));
  if (query.subscriptionId) where.push(eq(subscriptions.id, query.subscriptionId));

  const rows = await db
    .select({
      date: interestAccruals.day,
      subscriptionId: interestAccruals.subscriptionId,
      plan: investmentPlans.name,
      amount: interestAccruals.amount,
      asset: interestAccruals.asset,
    })
    .from(subscriptions)
    .innerJoin(interestAccruals, eq(interestAccruals.subscriptionId, subscriptions.id))
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .where(and(...where))
    .orderBy(asc(interestAccruals.day), asc(interestAccruals.subscriptionId));

  const days: InterestDay[] = rows.map((r) => ({ ...r, amount: moneyString(r.amount) }));
  const sums = new Map<Asset, Money>();
  for (const d of days) sums.set(d.asset, (sums.get(d.asset) ?? new Money(0)).plus(d.amount));
  const totals = Object.fromEntries([...sums].map(([asset, sum]) => [asset, moneyString(sum)]));
  const to = query.to ?? utcDay();
  return {
    from: query.from ?? days[0]?.date ?? to,
    to,
    days,
    total: moneyString(sums.get("USD") ?? 0),
    totals,
  };
}

/** The JSON answer: display numbers, like every other investor output (the CSV keeps exact decimals); the totals
 *  per asset and their USD values at current prices (what a coin's interest is worth) are exact decimal strings. */
export async function interestStatementOutput(statement: InterestStatement) {
  const prices = await getUsdPrices();
  const totalsUsdValue = Object.fromEntries(
    (Object.entries(statement.totals) as [Asset, string][]).map(([asset, amount]) => [
      asset,
      usdValue(amount, prices[asset]),
    ]),
  );
  return {
    from: statement.from,
    to: statement.to,
    days: statement.days.map((d) => ({ ...d, amount: toDisplayNumber(d.amount) })),
    total: toDisplayNumber(statement.total),
    totals: statement.totals,
    totalsUsdValue,
  };
}
