import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/db/client";

export type InterestDay = { date: string; amount: string };

/**
 * One user's interest per UTC day from `from` to `to` (inclusive, YYYY-MM-DD), every day present (0 when
 * nothing accrued, so a chart has no gaps), plus the all-time total. One statement; exact decimal strings.
 * The accruals are reached through the user's subscriptions: the (subscription, day) primary key then
 * serves the lookup, where a filter on interest_accruals.user_id alone would scan every accrual.
 */
export async function readInterestByDay(exec: Executor, userId: number, from: string, to: string) {
  const rows = await queryRows<{ date: string; amount: string; total: string }>(
    exec,
    sql`with mine as (
          select a.day, a.amount
          from subscriptions s
          join interest_accruals a on a.subscription_id = s.id
          where s.user_id = ${userId} and a.user_id = ${userId}
        ),
        days as (
          select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               coalesce(sum(m.amount), 0)::text as amount,
               (select coalesce(sum(amount), 0) from mine)::text as total
        from days d
        left join mine m on m.day = d.day
        group by d.day
        order by d.day`,
  );
  return {
    days: rows.map((r): InterestDay => ({ date: r.date, amount: r.amount })),
    total: rows[0]?.total ?? "0",
  };
}
