// The daily interest run (docs/architecture.md, "Money rules"): ONE set-based statement credits every due subscription
// for one UTC day, under a transaction-scoped advisory lock (two app instances, or the cron and the
// admin's button, cannot interleave), with one ledger entry per user per day.
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import { moneyString } from "@/lib/money/decimal";
import { isUtcDay } from "./utc-day";

export type InterestRunResult = { processed: number; totalCredited: string; completed: number };

const INTEREST_LOCK = 727010;

// The rules, in exact numeric arithmetic:
// - Due: ACTIVE, created before the day ends, and not yet credited for this day or a later one.
//   last_interest_calculation is stamped inside the credited day, so "stamp before the day starts" is an
//   exact test that needs no probe of the accrual table: a same-day re-run touches nothing, and days are
//   credited in order (an earlier day than one already credited is skipped, never paid twice). The
//   interest_accruals primary key backs this up: a duplicate aborts the whole run instead of paying.
// - Daily interest: trunc(amount × rate / 100 / 365, 8), rounded down so the platform never pays more
//   than it owes; capped at cap = trunc(amount × totalReturns / 100, 8). Reaching the cap completes the
//   subscription and returns its principal to the main balance once (reference principal:<id>).
// - "Reaches the cap today" is decided without a division: for x real and y with 8 decimals,
//   trunc(x, 8) >= y exactly when x >= y, so daily >= cap - credited is amount × rate >= (cap - credited) × 36500.
// - The subscription row is updated first and the accruals are inserted from its RETURNING, which saves a
//   million-row join. A completing row's accrual is the cap minus what its earlier accruals paid.
// - A user whose interest:<user>:<day> entry already exists (a subscription that became due after the
//   day's first run) gets a second entry suffixed with the batch's first subscription id, which is unique
//   because each (subscription, day) accrues once.
function creditStatement(day: string) {
  const dayStart = sql`((${day}::date)::timestamp at time zone 'UTC')`;
  const dayEnd = sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
  const cap = sql.raw("trunc(s.amount * s.total_returns * 0.01, 8)");
  const completes = sql`s.amount * s.interest_rate >= (${cap} - s.interest_credited) * 36500`;
  return sql`
  with credited as (
    update subscriptions s
    set interest_credited = case when ${completes} then greatest(${cap}, s.interest_credited)
                                 else s.interest_credited + trunc(s.amount * s.interest_rate / 36500, 8) end,
        last_interest_calculation = least(greatest(now(), ${dayStart}), ${dayEnd} - interval '1 microsecond'),
        status = case when ${completes} then 'COMPLETED'::subscription_status else s.status end,
        completed_at = case when ${completes} then now() else s.completed_at end
    where s.status = 'ACTIVE' and s.created_at < ${dayEnd}
      and (s.last_interest_calculation is null or s.last_interest_calculation < ${dayStart})
      and (s.interest_rate > 0 or s.interest_credited >= ${cap})
    returning s.id, s.user_id, s.amount, s.status,
      case when s.status = 'COMPLETED'
           then greatest(s.interest_credited - coalesce((select sum(p.amount) from interest_accruals p
                                                         where p.subscription_id = s.id), 0), 0)
           else trunc(s.amount * s.interest_rate / 36500, 8) end as accrued
  ),
  accrued as (
    insert into interest_accruals (subscription_id, day, user_id, amount)
    select id, ${day}::date, user_id, accrued from credited
    returning subscription_id, user_id, amount
  ),
  by_user as (
    select user_id, sum(amount) as amount, count(*) filter (where amount > 0) as credited_count,
           min(subscription_id) as first_subscription
    from accrued group by user_id
  ),
  postings as (
    select u.user_id, u.amount, 'INTEREST'::ledger_kind as kind,
           'interest:' || u.user_id || ':' || ${day}::text ||
             case when exists (select 1 from ledger_entries le
                               where le.reference = 'interest:' || u.user_id || ':' || ${day}::text)
                  then ':' || u.first_subscription else '' end as reference,
           'Interest for ' || ${day}::text as memo
    from by_user u where u.amount > 0
    union all
    select c.user_id, c.amount, 'PRINCIPAL_RETURN'::ledger_kind, 'principal:' || c.id,
           'Principal of subscription #' || c.id
    from credited c where c.status = 'COMPLETED'
  ),
  posted as (
    insert into ledger_entries (user_id, asset, amount, kind, reference, memo)
    select user_id, 'USD'::asset, amount, kind, reference, memo from postings
    on conflict (reference) do nothing
    returning user_id, amount
  ),
  balanced as (
    insert into balances (user_id, asset, amount)
    select user_id, 'USD'::asset, sum(amount) from posted group by user_id
    on conflict (user_id, asset) do update set amount = balances.amount + excluded.amount, updated_at = now()
    returning user_id
  ),
  closed as (
    update transactions t set status = 'COMPLETED', updated_at = now()
    from credited c
    where c.status = 'COMPLETED' and t.subscription_id = c.id and t.type = 'SUBSCRIPTION' and t.status = 'ACTIVE'
    returning t.id
  )
  select (select coalesce(sum(credited_count), 0) from by_user)::int as processed,
         (select coalesce(sum(amount), 0) from by_user)::text as total_credited,
         (select count(*) from credited where status = 'COMPLETED')::int as completed,
         (select count(*) from balanced)::int as users_credited,
         (select count(*) from closed)::int as transactions_closed`;
}

export async function creditInterestForDay(day: string, exec?: Db): Promise<InterestRunResult> {
  if (!isUtcDay(day)) throw new Error(`creditInterestForDay: not a YYYY-MM-DD day: ${day}`);
  const db = exec ?? (await getDb());
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INTEREST_LOCK})`);
    // Memory for the run's hashes and CTE buffers (a million rows), for this transaction only. Durability
    // settings are left alone: this is money.
    await tx.execute(sql`set local work_mem = '256MB'`);
    return queryRows<{ processed: number; total_credited: string; completed: number }>(
      tx,
      creditStatement(day),
    );
  });
  return {
    processed: Number(row.processed),
    totalCredited: moneyString(row.total_credited),
    completed: Number(row.completed),
  };
}
