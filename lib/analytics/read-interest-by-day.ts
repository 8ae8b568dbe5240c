import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/db/client";
import type { Asset } from "@/lib/money/assets";

/** Amounts per asset (exact decimal strings): USD interest in dollars, a coin plan's in its coin. */
export type AssetAmounts = Partial<Record<Asset, string>>;
export type InterestDay = { date: string; byAsset: AssetAmounts };

/**
 * One user's interest per UTC day from `from` to `to` (inclusive, YYYY-MM-DD), every day present (no asset
 * when nothing accrued, so a chart has no gaps), plus the all-time totals; each asset apart, never a coin's
 * units added to dollars. One statement; exact decimal strings.
 * The accruals are reached through the user's subscriptions: the (subscription, day) primary key then
 * serves the lookup, where a filter on interest_accruals.user_id alone would scan every accrual.
 */
export async function readInterestByDay(exec: Executor, userId: number, from: string, to: string) {
  const rows = await queryRows<{ date: string | null; asset: Asset | null; amount: string }>(
    exec,
    sql`with mine as (
          select a.day, a.asset, a.amount
          from subscriptions s
          join interest_accruals a on a.subscription_id = s.id
          where s.user_id = ${userId} and a.user_id = ${userId}
        ),
        days as (
          select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as date, m.asset, coalesce(sum(m.amount), 0)::text as amount
        from days d
        left join mine m on m.day = d.day
        group by d.day, m.asset
        union all
        select null, asset, sum(amount)::text from mine group by asset
        order by 1 nulls last, 2`,
  );
  const days = new Map<string, AssetAmounts>();
  const totals: AssetAmounts = {};
  for (const r of rows) {
    if (r.date === null) {
      if (r.asset) totals[r.asset] = r.amount;
      continue;
    }
    const day = days.get(r.date) ?? {};
    if (r.asset) day[r.asset] = r.amount;
    days.set(r.date, day);
  }
  return {
    days: [...days].map(([date, byAsset]): InterestDay => ({ date, byAsset })),
    totals,
  };
}
