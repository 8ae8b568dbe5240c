import { getDb } from "@/db/client";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { Money, toDisplayNumber } from "@/lib/money/decimal";
import { getUsdPrices, usdValue } from "@/lib/prices/usd-prices";
import type { AnalyticsQuery } from "@/lib/validation/analytics";
import { readHoldings } from "./read-holdings";
import { readInterestByDay } from "./read-interest-by-day";

/**
 * GET /api/users/analytics?days=30|90 (beyond the spec, which shows placeholders): the caller's own figures.
 * - interestByDay: interest credited per UTC day, the last `days` days up to today, every day present.
 * - cumulativeInterest: all interest ever credited (USD).
 * - allocation: each non-zero balance in its own units and in USD at current prices, largest first.
 * - invested: USD principal in plans that has not come back yet; available: the balances' total in USD.
 * Everything is computed exactly (numeric in SQL, decimal.js here) and returned as display numbers, like
 * every other investor output (balances, subscriptions); a client must not do money arithmetic with them.
 */
export async function getInvestorAnalytics(userId: number, { days }: AnalyticsQuery) {
  const db = await getDb();
  const today = utcDay();
  const [interest, holdings, prices] = await Promise.all([
    readInterestByDay(db, userId, addDays(today, -(days - 1)), today),
    readHoldings(db, userId),
    getUsdPrices(),
  ]);

  const allocation = holdings.balances
    .map((b) => ({ asset: b.asset, amount: b.amount, usdValue: usdValue(b.amount, prices[b.asset]) }))
    .sort((a, b) => new Money(b.usdValue).comparedTo(a.usdValue));
  const available = allocation.reduce((sum, a) => sum.plus(a.usdValue), new Money(0));

  return {
    interestByDay: interest.days.map((d) => ({ date: d.date, amount: toDisplayNumber(d.amount) })),
    cumulativeInterest: toDisplayNumber(interest.total),
    allocation: allocation.map((a) => ({
      asset: a.asset,
      amount: toDisplayNumber(a.amount),
      usdValue: toDisplayNumber(a.usdValue),
    })),
    invested: toDisplayNumber(holdings.invested),
    available: toDisplayNumber(available),
  };
}
export type InvestorAnalytics = Awaited<ReturnType<typeof getInvestorAnalytics>>;
