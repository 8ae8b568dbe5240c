// The baseline the set-based run is compared with: the same accrual + subscription + ledger + balance
// work done subscription by subscription, one round trip (one statement) each, all inside a single
// transaction so that the comparison measures round trips and per-row execution, not per-row commits.
// USD subscriptions only: the loop credits the USD balance.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";

export async function creditOneByOne(db: Db, day: string, sample: number): Promise<number> {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from subscriptions where status = 'ACTIVE' and principal_asset = 'USD' order by id limit ${sample}`,
    )
  ).map((r) => Number(r.id));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727010)`);
    for (const id of ids) {
      await tx.execute(sql`
        with s as (
          select id, user_id, trunc(amount * interest_rate / 36500, 8) as daily from subscriptions where id = ${id}
        ),
        a as (
          insert into interest_accruals (subscription_id, day, user_id, amount)
          select id, ${day}::date, user_id, daily from s
          on conflict do nothing returning subscription_id, user_id, amount
        ),
        u as (
          update subscriptions set interest_credited = interest_credited + a.amount, last_interest_calculation = now()
          from a where subscriptions.id = a.subscription_id returning subscriptions.id
        ),
        l as (
          insert into ledger_entries (user_id, asset, amount, kind, reference)
          select user_id, 'USD'::asset, amount, 'INTEREST', 'interest:' || subscription_id || ':' || ${day}::text from a
          returning user_id, amount
        )
        update balances set amount = balances.amount + l.amount, updated_at = now()
        from l where balances.user_id = l.user_id and balances.asset = 'USD'`);
    }
  });
  return ids.length;
}
