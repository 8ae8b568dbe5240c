import { getDb } from "@/db/client";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { ASSETS, type Asset } from "@/lib/money/assets";
import { Money, moneyString, toDisplayNumber } from "@/lib/money/decimal";
import { getUsdPrices, usdValue, type UsdPrices } from "@/lib/prices/usd-prices";
import type { AnalyticsQuery } from "@/lib/validation/analytics";
import { readHoldings } from "./read-holdings";
import { readInterestByDay, type AssetAmounts } from "./read-interest-by-day";

/** An asset's amount in its own units and its value in USD at current prices: exact decimal strings. */
export type AssetValue = { asset: Asset; amount: string; usdValue: string };

/** The non-zero amounts, in the assets' fixed order (USD first), each with its USD value. */
function valued(amounts: AssetAmounts, prices: UsdPrices): AssetValue[] {
  return ASSETS.flatMap((asset) => {
    const amount = amounts[asset];
    if (amount === undefined || !new Money(amount).gt(0)) return [];
    return [{ asset, amount: moneyString(amount), usdValue: usdValue(amount, prices[asset]) }];
  });
}

const sumUsd = (values: AssetValue[]) =>
  moneyString(values.reduce((sum, v) => sum.plus(v.usdValue), new Money(0)));

/**
 * GET /api/users/analytics?days=30|90 (beyond the spec, which shows placeholders): the caller's own figures.
 * - interestByDay: interest credited per UTC day, the last `days` days up to today, every day present: `amount`
 *   the USD interest (the main balance's, as before coin plans); `byAsset` each asset's interest in its own units
 *   and `usdValue` all of it valued in USD at current prices.
 * - cumulativeInterest: all USD interest ever credited; interestTotals: every asset's all-time and period interest,
 *   in its units and in USD at current prices, with their sums (cumulativeInterestUsdValue,
 *   periodInterestUsdValue). A coin's units are never added to dollars: only USD values are summed.
 * - allocation: each non-zero balance in its own units and in USD at current prices, largest first.
 * - invested: USD principal in plans that has not come back yet; investedByAsset every asset's (a coin plan's in
 *   its coin) and investedUsdValue their value; available: the balances' total in USD.
 * The spec-era fields are display numbers like every other investor output (balances, subscriptions); the fields
 * added with coin plans are exact decimal strings. A client must not do money arithmetic with display numbers.
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

  const period: AssetAmounts = {};
  for (const d of interest.days) {
    for (const [asset, amount] of Object.entries(d.byAsset) as [Asset, string][]) {
      period[asset] = new Money(period[asset] ?? 0).plus(amount).toFixed();
    }
  }
  const cumulative = valued(interest.totals, prices);
  const inPeriod = valued(period, prices);
  const interestTotals = cumulative.map((c) => {
    const p = inPeriod.find((v) => v.asset === c.asset);
    return { ...c, periodAmount: p?.amount ?? "0", periodUsdValue: p?.usdValue ?? "0" };
  });
  const invested = valued(holdings.investedByAsset, prices);

  return {
    interestByDay: interest.days.map((d) => {
      const byAsset = valued(d.byAsset, prices);
      return {
        date: d.date,
        amount: toDisplayNumber(d.byAsset.USD ?? 0),
        byAsset: Object.fromEntries(byAsset.map((v) => [v.asset, v.amount])) as AssetAmounts,
        usdValue: sumUsd(byAsset),
      };
    }),
    cumulativeInterest: toDisplayNumber(interest.totals.USD ?? 0),
    interestTotals,
    cumulativeInterestUsdValue: sumUsd(cumulative),
    periodInterestUsdValue: sumUsd(inPeriod),
    allocation: allocation.map((a) => ({
      asset: a.asset,
      amount: toDisplayNumber(a.amount),
      usdValue: toDisplayNumber(a.usdValue),
    })),
    invested: toDisplayNumber(holdings.invested),
    investedByAsset: invested,
    investedUsdValue: sumUsd(invested),
    available: toDisplayNumber(available),
  };
}
export type InvestorAnalytics = Awaited<ReturnType<typeof getInvestorAnalytics>>;
