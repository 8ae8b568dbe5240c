// The daily interest run (docs/architecture.md, "Money rules"): ONE set-based statement credits every due subscription
// for one UTC day, under a transaction-scoped advisory lock (two app instances, or the cron and the
// admin's button, cannot interleave), with one ledger entry per user per day. The run decides who is due and for how
// much; the statement's writes of ledger_entries and balances are the ledger's (lib/ledger/post-interest-batch.ts).
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import { moneyString } from "@/lib/money/decimal";
import { renewMatured } from "@/lib/earn/renew-matured";
import { interestBatchPostings } from "@/lib/ledger/post-interest-batch";
import { isUtcDay } from "./utc-day";

export type InterestRunResult = { processed: number; totalCredited: string; completed: number };

export const INTEREST_LOCK = 727010;

/** How long a subscription may take between its created_at (its transaction's start) and its commit and still
 *  be seen by a same-day re-run: a re-run looks at the subscriptions opened since the day's last run minus this. */
const LATE_COMMIT_MARGIN = "1 day";

// The rules, in exact numeric arithmetic:
// - Due: ACTIVE, created before the day ends, and not yet credited for this day or a later one. The run does
//   not rewrite the subscription rows (that was most of its cost): interest_runs holds one row per credited day.
//   When no day from this one on was run yet, nothing can have been credited for it, and every ACTIVE
//   subscription is due without a probe. Otherwise (a same-day re-run, or an earlier day than one already run)
//   only the subscriptions opened since that day's last run can still be due, found by the created_at index
//   and checked against their accruals: a same-day re-run touches a handful of rows, not every subscription.
//   Days are credited in order: an earlier day than one already credited is skipped, never paid twice. The
//   interest_accruals primary key backs this up: a duplicate aborts the whole run instead of paying.
// - Daily interest: trunc(amount × rate / 100 / 365, 8), rounded down so the platform never pays more
//   than it owes; capped at cap = trunc(amount × totalReturns / 100, 8). Reaching the cap completes the
//   subscription, writes its final interest_credited, and returns its principal to the main balance once
//   (reference principal:<id>).
// - What a subscription has been credited is subscriptions.interest_credited (written at completion, and daily
//   by runs before migration 0026) plus its accruals after the day of last_interest_calculation
//   (lib/interest/credited-interest.ts). Summing them for a million rows a day would cost what the rewrite
//   did, so it is summed only for the few that may complete today (subscriptions.may_complete_on, a generated
//   column: see db/schema.ts). daily_interest is generated too: the run reads both instead of computing them.
// - A FLEXIBLE subscription never completes: it always takes the first set's path (its daily_interest
//   on what is in it today), so its accruals are never summed by the run. Coin plans credit in their principal's
//   asset: the accruals carry it, and the postings and balances are per user and asset.
// - "Reaches the cap today" is decided without a division: for x real and y with 8 decimals,
//   trunc(x, 8) >= y exactly when x >= y, so daily >= cap - credited is amount × rate >= (cap - credited) × 36500.
// - A user whose interest:<user>:<day> entry already exists (a subscription that became due after the
//   day's first run) gets a second entry suffixed with the batch's first subscription id, which is unique
//   because each (subscription, day) accrues once.
// The statement's shape is its cost (the goal: at most twice the time of writing the day's accruals alone;
// docs/decisions.md, "Interest at ten million"):
// - Nothing is materialised per subscription but what the accrual insert returns, and only the columns the
//   per-user step reads. The due rows are two disjoint sets on may_complete_on: the million that cannot
//   complete today go straight from the scan into the insert (their daily_interest), and the few that may
//   (`maybe`, a second pass over subscriptions) carry their credited interest, the cap test and the
//   completion. A join or NOT IN between the two instead would hang on the planner's estimate of a CTE (a
//   nested loop over a day with many completions). Materialising every due row in one CTE, read by five
//   consumers, cost a few tenths of a second of CPU at a million.
// - The per-user sums and the balances' join input are sorted by user: the ledger's (user_id, asset) index,
//   its references and the balance rows are then written in key order, page after page, instead of in hash
//   order across the whole index and table (about 0.5 s of CPU at 100,000 users, most of it cache and
//   buffer misses once the accruals have filled shared_buffers).
export function creditStatement(day: string, lastRunAt: string | null) {
  const dayStart = sql`((${day}::date)::timestamp at time zone 'UTC')`;
  const dayEnd = sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
  const cap = sql.raw("trunc(s.amount * s.total_returns * 0.01, 8)");
  const stampDay = sql.raw(
    "coalesce((s.last_interest_calculation at time zone 'UTC')::date, '-infinity'::date)",
  );
  const creditedBefore = sql`s.interest_credited + coalesce((select sum(p.amount) from interest_accruals p
                              where p.subscription_id = s.id and p.day > ${stampDay}), 0)`;
  const alreadyRun: SQL =
    lastRunAt === null
      ? sql``
      : sql`and s.created_at >= ${lastRunAt}::timestamptz - ${LATE_COMMIT_MARGIN}::interval
            and not exists (select 1 from interest_accruals p where p.subscription_id = s.id and p.day >= ${day}::date)`;
  // The day's first run cannot meet an interest:<user>:<day> entry (only a run of this day writes one, and
  // it leaves its interest_runs row): no probe of the ledger per user. A probe per user was also a plan hazard:
  // with the ledger's statistics stale after a large write, Postgres chose a sequential scan of the ledger
  // for each of 100,000 users (571 s in the profile instead of 4).
  // For the same reason the first run inserts its entries plainly (lib/ledger/post-interest-batch.ts).
  // A user's interest for the day, one entry per asset: interest:<user>:<day> in USD (as before coin plans),
  // interest:<user>:<day>:<ASSET> in a coin plan's coin.
  const interestReference = sql`('interest:' || u.user_id || ':' || ${day}::text
      || case when u.asset = 'USD' then '' else ':' || u.asset::text end)`;
  const suffix: SQL =
    lastRunAt === null
      ? sql`''`
      : sql`case when exists (select 1 from ledger_entries le where le.reference = ${interestReference})
                 then ':' || u.first_subscription else '' end`;
  const due = sql`s.status = 'ACTIVE' and s.created_at < ${dayEnd}
      and (s.last_interest_calculation is null or s.last_interest_calculation < ${dayStart})
      and (s.interest_rate > 0 or s.interest_credited >= ${cap})
      ${alreadyRun}`;
  return sql`
  with maybe as (
    select id, user_id, amount, principal_asset, completes, credited_before,
           case when completes then greatest(cap - credited_before, 0) else daily end as accrued
    from (select m.*, m.kind = 'FIXED' and m.amount * m.interest_rate >= (m.cap - m.credited_before) * 36500 as completes
          from (select s.id, s.user_id, s.amount, s.principal_asset, s.kind, s.interest_rate,
                       s.daily_interest as daily, ${cap} as cap,
                       ${creditedBefore} as credited_before
                from subscriptions s
                where ${due} and s.kind = 'FIXED'
                  and (s.may_complete_on <= ${day}::date or s.may_complete_on is null)) m) c
  ),
  completing as (select id, user_id, amount, principal_asset, credited_before, accrued from maybe where completes),
  accrued as (
    insert into interest_accruals (subscription_id, day, user_id, amount, asset)
    select s.id, ${day}::date, s.user_id, s.daily_interest, s.principal_asset
    from subscriptions s
    where ${due} and (s.may_complete_on > ${day}::date or s.kind = 'FLEXIBLE')
    union all
    select id, ${day}::date, user_id, accrued, principal_asset from maybe
    returning user_id, asset, amount${lastRunAt === null ? sql`` : sql`, subscription_id`}
  ),
  finished as (
    update subscriptions s
    set status = 'COMPLETED', completed_at = now(),
        interest_credited = c.credited_before + c.accrued,
        last_interest_calculation = least(greatest(now(), ${dayStart}), ${dayEnd} - interval '1 microsecond')
    from completing c
    where s.id = c.id
    returning s.id
  ),
  -- Per user and asset: the interest of the day (amount, one INTEREST entry) and the principals returned beside it
  -- (returned, one PRINCIPAL_RETURN entry each); one aggregation gives both the entries and what the balances gain.
  by_user as (
    select user_id, asset,
           coalesce(sum(amount) filter (where not principal), 0) as amount,
           coalesce(sum(amount) filter (where principal), 0) as returned,
           count(*) filter (where amount > 0 and not principal) as credited_count,
           count(*) filter (where principal) as principals,
           ${lastRunAt === null ? sql`null::int` : sql`min(subscription_id)`} as first_subscription
    from (select user_id, asset, amount, false as principal${lastRunAt === null ? sql`` : sql`, subscription_id`} from accrued
          union all
          select user_id, principal_asset, amount, true${lastRunAt === null ? sql`` : sql`, null::int`} from completing) a
    group by user_id, asset order by user_id, asset
  ),
  postings as (
    select u.user_id, u.asset, u.amount, 'INTEREST'::ledger_kind as kind,
           ${interestReference} || ${suffix} as reference,
           'Interest for ' || ${day}::text as memo
    from by_user u where u.amount > 0
    union all
    select c.user_id, c.principal_asset, c.amount, 'PRINCIPAL_RETURN'::ledger_kind, 'principal:' || c.id,
           'Principal of subscription #' || c.id
    from completing c
  ),
  -- What the postings above add to each balance: the day's interest (when there is any) and the principals returned.
  posting_sums as (
    select user_id, asset, amount + returned as amount from by_user where amount > 0 or principals > 0
  ),
  ${interestBatchPostings(lastRunAt === null)},
  closed as (
    update transactions t set status = 'COMPLETED', updated_at = now()
    from completing c
    where t.subscription_id = c.id and t.type in ('SUBSCRIPTION', 'RENEWAL') and t.status = 'ACTIVE'
    returning t.id
  )
  select (select coalesce(sum(credited_count), 0) from by_user)::int as processed,
         (select coalesce(sum(amount), 0) from by_user where asset = 'USD')::text as total_credited,
         (select count(*) from finished)::int as completed,
         (select count(*) from balanced)::int + (select count(*) from opened)::int as users_credited,
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
    // The plan is the same every day and cheap to run interpreted; JIT compiling it cost seconds.
    await tx.execute(sql`set local jit = off`);
    // The latest run of this day or a later one, read under the lock (see "Due" above).
    const [last] = await queryRows<{ ran_at: string }>(
      tx,
      sql`select ran_at::text from interest_runs where day >= ${day}::date order by day desc limit 1`,
    );
    const rows = await queryRows<{ processed: number; total_credited: string; completed: number }>(
      tx,
      creditStatement(day, last?.ran_at ?? null),
    );
    // Renewals at maturity, in the same transaction as the completions they follow.
    await renewMatured(tx, day);
    await tx.execute(sql`
      insert into interest_runs (day, ran_at) values (${day}::date, now())
      on conflict (day) do update set ran_at = excluded.ran_at`);
    return rows;
  });
  return {
    processed: Number(row.processed),
    totalCredited: moneyString(row.total_credited),
    completed: Number(row.completed),
  };
}
