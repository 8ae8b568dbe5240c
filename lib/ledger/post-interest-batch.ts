// The interest run's postings, set-based: the part of its one statement (lib/interest/credit-interest-for-day.ts)
// that writes the day's ledger entries and applies them to the balances. It is a fragment of that statement, not a
// statement of its own, so the day's accruals, postings and balances stay one pass over the rows with nothing
// materialised between them; the interest rules (who is due, how much, who completes) stay with the run.
//
// Contract with the statement it is placed in (as CTEs of its WITH list):
// - it reads a CTE named `postings` (user_id, asset, amount, kind, reference, memo), one row per entry, sorted or
//   not (the per-user sums below are sorted);
// - on the day's first run, it also reads `posting_sums` (user_id, asset, amount): the sum of `postings` per user and
//   asset, each pair once, sorted by user and asset;
// - it defines `posted` (the entries written), `per_user` (their sums per user and asset), `balanced` (the balance
//   rows updated) and `opened` (the balance rows inserted); the statement counts `balanced` and `opened`.
//
// The day's first run inserts its entries plainly: an upsert's speculative insertion per row costs more, and a
// duplicate (impossible by construction: only a run of this day writes its references) would abort the run rather
// than be skipped. So the rows written are exactly `postings`, and their per-user sums are `posting_sums`, which the
// statement computes in the aggregation it already makes of the day's accruals: summing the 250,000 entries again
// after the insert was a second hash and sort of them (about a sixth of the run at a million subscriptions,
// bench/README.md "The earn plans' mix"). A re-run of the day skips a reference already posted (`on conflict
// (reference) do nothing`), so its sums are taken from the rows the insert returns. Either way reconcile holds the
// result: every balance equals the sum of its entries.
//
// The per-user sums and the balances' join input are sorted by user: the balance rows are then written in key order,
// page after page, instead of in hash order across the whole table (cache and buffer misses once the accruals have
// filled shared_buffers).
import { sql, type SQL } from "drizzle-orm";

export function interestBatchPostings(firstRunOfDay: boolean): SQL {
  return sql`posted as (
    insert into ledger_entries (user_id, asset, amount, kind, reference, memo)
    select user_id, asset, amount, kind, reference, memo from postings
    ${firstRunOfDay ? sql`` : sql`on conflict (reference) do nothing returning user_id, asset, amount`}
  ),
  -- Balances: one UPDATE joined to the day's per-user sums, and an INSERT only for a user without a USD row yet
  -- (cheaper than an upsert's speculative insertion for every user; the run holds the lock, and a balance row
  -- inserted meanwhile by another writer would make the INSERT fail and the whole run roll back, never pay twice).
  -- When every user was updated (the usual day) the INSERT is skipped by its one-time count filter instead of
  -- hashing 100,000 updated ids to find none missing.
  per_user as (${
    firstRunOfDay
      ? sql`select user_id, asset, amount from posting_sums`
      : sql`select user_id, asset, sum(amount) as amount from posted group by user_id, asset order by user_id, asset`
  }),
  balanced as (
    update balances b set amount = b.amount + p.amount, updated_at = now()
    from per_user p where b.user_id = p.user_id and b.asset = p.asset
    returning b.user_id, b.asset
  ),
  opened as (
    insert into balances (user_id, asset, amount)
    select p.user_id, p.asset, p.amount from per_user p
    where (select count(*) from balanced) < (select count(*) from per_user)
      and (p.user_id, p.asset) not in (select user_id, asset from balanced)
    returning user_id
  )`;
}
