// Set-based seeding for the interest benchmark: N ACTIVE subscriptions over N/10 users, ten plans, one
// statement per table (generate_series), not the app's functions.
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export const SUBSCRIPTIONS_PER_USER = 10;

export async function seedSubscriptions(db: Db, subscriptions: number): Promise<void> {
  const userCount = Math.ceil(subscriptions / SUBSCRIPTIONS_PER_USER);
  await db.execute(sql`
    insert into investment_plans (name, interest_rate, minimum_amount, maximum_amount, total_returns)
    select 'Bench ' || g, 5 + g, 1000 * g, 100000 * g, 50 + g from generate_series(1, ${SUBSCRIPTIONS_PER_USER}) g`);
  await db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at)
    select 'Bench ' || g, 'bench-' || g || '@example.com', 'not-a-hash', 'INVESTOR', now()
    from generate_series(1, ${userCount}) g`);
  await db.execute(sql`
    insert into balances (user_id, asset, amount)
    select u.id, a.asset, 0 from users u cross join unnest(enum_range(null::asset)) a(asset)
    where u.email like 'bench-%'`);
  // One subscription per (user, plan): the partial unique index allows one ACTIVE per pair.
  await db.execute(sql`
    insert into subscriptions (user_id, plan_id, amount, asset, asset_amount, price_usd, interest_rate, total_returns, status, created_at)
    select u.id, p.id, p.minimum_amount, 'USD', p.minimum_amount, 1, p.interest_rate, p.total_returns, 'ACTIVE', now() - interval '2 days'
    from (select id, row_number() over (order by id) - 1 as n from users where email like 'bench-%') u
    cross join (select *, row_number() over (order by id) - 1 as k from investment_plans where name like 'Bench %') p
    where u.n * ${SUBSCRIPTIONS_PER_USER} + p.k < ${subscriptions}
    order by u.id, p.id`);
  for (const table of ["users", "balances", "subscriptions", "investment_plans"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
