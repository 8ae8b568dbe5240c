// Set-based seeding for the interest benchmark: N ACTIVE subscriptions over N/10 users, one statement per table
// (generate_series), not the app's functions.
// - "fixed" (the default): ten FIXED USD plans, each user subscribed to all ten.
// - "mix": the earn plans' mix, 60% FIXED USD, 25% FLEXIBLE USD, 15% coin plans (FIXED BTC, FLEXIBLE ETH, FIXED
//   USDT), over twenty plans: even users hold plans 1–10, odd users plans 11–20, so over every two users 12 of the 20
//   subscriptions are FIXED USD, 5 FLEXIBLE USD and 3 in a coin, and every user is credited in USD and in a coin.
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export const SUBSCRIPTIONS_PER_USER = 10;

export type SeedMix = "fixed" | "mix";

// Plan g (1-based) of the mix: kind, asset, amount (in the asset's units).
const MIX_PLANS = sql`(values
  (1, 'FIXED', 'USD'), (2, 'FIXED', 'USD'), (3, 'FIXED', 'USD'), (4, 'FIXED', 'USD'), (5, 'FIXED', 'USD'),
  (6, 'FIXED', 'USD'), (7, 'FLEXIBLE', 'USD'), (8, 'FLEXIBLE', 'USD'), (9, 'FLEXIBLE', 'USD'), (10, 'FIXED', 'BITCOIN'),
  (11, 'FIXED', 'USD'), (12, 'FIXED', 'USD'), (13, 'FIXED', 'USD'), (14, 'FIXED', 'USD'), (15, 'FIXED', 'USD'),
  (16, 'FIXED', 'USD'), (17, 'FLEXIBLE', 'USD'), (18, 'FLEXIBLE', 'USD'), (19, 'FLEXIBLE', 'ETHEREUM'),
  (20, 'FIXED', 'USDT')) as m(g, kind, asset)`;

export async function seedSubscriptions(
  db: Db,
  subscriptions: number,
  mix: SeedMix = "fixed",
): Promise<void> {
  const userCount = Math.ceil(subscriptions / SUBSCRIPTIONS_PER_USER);
  if (mix === "mix") {
    // Coin amounts in the coin's units: 0.05 BTC, 1.5 ETH, 1,000 USDT (times g / 10, so plans differ).
    await db.execute(sql`
      insert into investment_plans (name, interest_rate, minimum_amount, maximum_amount, total_returns, kind, asset)
      select 'Bench ' || g, 5 + g % 10,
             case m.asset when 'BITCOIN' then 0.005 * g when 'ETHEREUM' then 0.08 * g when 'USDT' then 50 * g
                          else 1000 * g end,
             100000 * g, 50 + g, m.kind::plan_kind, m.asset::asset
      from ${MIX_PLANS} order by g`);
  } else {
    await db.execute(sql`
      insert into investment_plans (name, interest_rate, minimum_amount, maximum_amount, total_returns)
      select 'Bench ' || g, 5 + g, 1000 * g, 100000 * g, 50 + g from generate_series(1, ${SUBSCRIPTIONS_PER_USER}) g`);
  }
  await db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at)
    select 'Bench ' || g, 'bench-' || g || '@example.com', 'not-a-hash', 'INVESTOR', now()
    from generate_series(1, ${userCount}) g`);
  await db.execute(sql`
    insert into balances (user_id, asset, amount)
    select u.id, a.asset, 0 from users u cross join unnest(enum_range(null::asset)) a(asset)
    where u.email like 'bench-%'`);
  // One subscription per (user, plan): the partial unique index allows one ACTIVE per pair.
  if (mix === "mix") {
    await db.execute(sql`
      insert into subscriptions (user_id, plan_id, amount, asset, asset_amount, price_usd, interest_rate, total_returns,
                                 kind, principal_asset, status, created_at)
      select u.id, p.id, p.minimum_amount, p.asset, p.minimum_amount, case when p.asset = 'USD' then 1 else 0 end,
             p.interest_rate, p.total_returns, p.kind, p.asset, 'ACTIVE', now() - interval '2 days'
      from (select id, row_number() over (order by id) - 1 as n from users where email like 'bench-%') u
      cross join (select *, row_number() over (order by id) - 1 as k from investment_plans where name like 'Bench %') p
      where p.k / ${SUBSCRIPTIONS_PER_USER} = u.n % 2
        and u.n * ${SUBSCRIPTIONS_PER_USER} + p.k % ${SUBSCRIPTIONS_PER_USER} < ${subscriptions}
      order by u.id, p.id`);
  } else {
    await db.execute(sql`
      insert into subscriptions (user_id, plan_id, amount, asset, asset_amount, price_usd, interest_rate, total_returns, status, created_at)
      select u.id, p.id, p.minimum_amount, 'USD', p.minimum_amount, 1, p.interest_rate, p.total_returns, 'ACTIVE', now() - interval '2 days'
      from (select id, row_number() over (order by id) - 1 as n from users where email like 'bench-%') u
      cross join (select *, row_number() over (order by id) - 1 as k from investment_plans where name like 'Bench %') p
      where u.n * ${SUBSCRIPTIONS_PER_USER} + p.k < ${subscriptions}
      order by u.id, p.id`);
  }
  for (const table of ["users", "balances", "subscriptions", "investment_plans"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
