// Set-based seeding for the admin-lists benchmark (one statement per table, generate_series): investors
// with varied names, e-mails and phones, their balances, transactions, withdrawal requests, one
// subscription each, audit entries and support tickets, spread over a year, with a few deleted users and
// transactions so the lists' "live only" rules have something to skip.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";

export type SeedSizes = {
  users: number;
  transactions: number;
  withdrawals: number;
  subscriptions: number;
  audit: number;
  tickets: number;
};

const FIRST = `array['Ada','Alan','Grace','Linus','Ken','Dennis','Barbara','Edsger','Donald','Margaret',
  'John','Frances','Tim','Radia','Guido','Bjarne','James','Anita','Niklaus','Leslie','Sophie','Hedy',
  'Katherine','Claude','Shafi','Whitfield','Ivan','Adele','Butler','Fran','Jean','Mary','Yukihiro','Larry',
  'Rasmus','Brendan','Anders','Martin','Lynn','Joan']`;
const LAST = `array['Lovelace','Turing','Hopper','Torvalds','Thompson','Ritchie','Liskov','Dijkstra','Knuth',
  'Hamilton','McCarthy','Allen','Berners','Perlman','Rossum','Stroustrup','Gosling','Borg','Wirth','Lamport',
  'Wilson','Lamarr','Johnson','Shannon','Goldwasser','Diffie','Sutherland','Goldberg','Lampson','Bilas',
  'Sammet','Keller','Matsumoto','Wall','Lerdorf','Eich','Hejlsberg','Odersky','Conway','Clarke','Kay',
  'Engelbart','Cerf','Kahn','Backus','Naur','Hoare','Milner','Floyd','Tarjan']`;
const DOMAINS = `array['example.com','mail.example','inbox.example','corp.example','post.example']`;
const SUBJECTS = `array['Cannot log in','Deposit not showing','Withdrawal pending too long','Change my e-mail',
  'Interest not credited','Plan question','PIN locked','Verify my identity','Wrong network selected',
  'Close my account','Statement download','Two-factor setup','Balance looks wrong','Referral link',
  'Fees question','Tax documents','Update phone number','Security concern','App feedback','Other']`;

/** Rows spread evenly over the last `days` days, row g of n oldest first. */
const spread = (g: string, n: number, days = 365) =>
  `now() - ((${n} - ${g})::float8 / ${n}) * interval '${days} days'`;

export async function seedAdminLists(db: Db, n: SeedSizes): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into users (name, email, phone, password_hash, role, is_verified, email_verified_at, deleted_at, created_at)
    select f || ' ' || l,
           lower(f) || '.' || lower(l) || g || '@' || (${DOMAINS})[1 + g % 5],
           '+1202' || lpad((g % 10000000)::text, 7, '0'),
           'not-a-hash', 'INVESTOR', g % 3 = 0, now(),
           case when g % 500 = 0 then now() end,
           ${spread("g", n.users)}
    from generate_series(1, ${n.users}) g,
         lateral (select (${FIRST})[1 + g % 40] as f, (${LAST})[1 + (g / 40) % 50] as l) names`),
  );
  const [{ first }] = await queryRows<{ first: number }>(
    db,
    sql`select min(id)::int as first from users where password_hash = 'not-a-hash'`,
  );
  // User k (0-based) of the bench is id first + k; spreading owners with a multiplier keeps each
  // user's rows apart in time, as real activity would be.
  const owner = (g: string, count: number) => `${first} + ((${g}::bigint * 7919) % ${count})`;
  await db.execute(
    sql.raw(`
    insert into balances (user_id, asset, amount)
    select id, a, case when a = 'USD' then (id % 1000) * 10.5 else (id % 7) * 0.125 end
    from users cross join unnest(enum_range(null::asset)) a where password_hash = 'not-a-hash'`),
  );
  await db.execute(
    sql.raw(`
    insert into transactions (user_id, type, asset, amount, asset_amount, status, details, usd_equivalent,
                              plan_id, created_at, deleted_at)
    select ${owner("g", n.users)},
           (enum_range(null::transaction_type))[1 + g % 9],
           (enum_range(null::asset))[1 + g % 5],
           1 + (g % 997) * 0.5, 1 + (g % 997) * 0.5,
           case when g % 10 = 0 then 'PENDING'::transaction_status else 'COMPLETED' end,
           'Bench transaction ' || g,
           -- Priced at the fallback prices of USD, BTC, ETH, USDT, USDC (the asset enum's order).
           (1 + (g % 997) * 0.5) * (array[1, 116515, 4274.31, 1, 1])[1 + g % 5],
           -- A SUBSCRIPTION row (the enum's third type) is in one of the seeded plans.
           case when g % 9 = 2 then (select array_agg(id order by id) from investment_plans)[1 + (g / 9) % 3] end,
           ${spread("g", n.transactions)},
           case when g % 1000 = 0 then now() end
    from generate_series(1, ${n.transactions}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into withdrawal_requests (user_id, amount, asset, network, address, status, created_at)
    select ${owner("g", n.users)}, 0.01 * (1 + g % 500), 'BITCOIN', 'Bitcoin Network', 'bc1qbench' || g,
           (array['PENDING','APPROVED','APPROVED','APPROVED','REJECTED'])[1 + g % 5]::withdrawal_status,
           ${spread("g", n.withdrawals)}
    from generate_series(1, ${n.withdrawals}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into subscriptions (user_id, plan_id, amount, asset, asset_amount, price_usd, interest_rate,
                               total_returns, status, created_at)
    select ${first} + (g - 1) % ${n.users}, p.id, p.minimum_amount, 'USD', p.minimum_amount, 1,
           p.interest_rate, p.total_returns,
           case when g % 4 = 0 then 'COMPLETED'::subscription_status else 'ACTIVE' end,
           ${spread("g", n.subscriptions)}
    from generate_series(1, ${n.subscriptions}) g
    join (select id, minimum_amount, interest_rate, total_returns, row_number() over (order by id) - 1 as k
          from investment_plans) p on p.k = g % 3`),
  );
  await db.execute(
    sql.raw(`
    insert into audit_entries (admin_id, user_id, action, asset, amount, usd_value, status, details, created_at)
    select (select min(id) from users where role = 'ADMIN'), ${owner("g", n.users)},
           (array['CREDIT','CREDIT','RESET','WITHDRAWAL_APPROVE','WITHDRAWAL_REJECT','USER_VERIFY'])[1 + g % 6],
           'BITCOIN', 0.001 * (1 + g % 100), 116.515 * (1 + g % 100), 'COMPLETED', 'Bench audit ' || g,
           ${spread("g", n.audit)}
    from generate_series(1, ${n.audit}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into support_tickets (user_id, subject, message, priority, status, created_at)
    select ${owner("g", n.users)}, (${SUBJECTS})[1 + g % 20] || ' #' || g, 'Bench ticket message ' || g,
           (enum_range(null::ticket_priority))[1 + g % 4],
           (enum_range(null::ticket_status))[1 + (g / 4) % 3],
           ${spread("g", n.tickets)}
    from generate_series(1, ${n.tickets}) g`),
  );
  const tables = [
    "users",
    "balances",
    "transactions",
    "withdrawal_requests",
    "subscriptions",
    "audit_entries",
    "support_tickets",
  ];
  // As production after autovacuum: statistics for the planner, a visibility map for index-only counts.
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
