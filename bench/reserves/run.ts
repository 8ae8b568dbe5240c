// npm run bench:reserves -- --investors 100000 [--db postgres|pglite] [--proofs 1000]
// Seeds a throw-away database with N investors (five balances each, a subscription and a pending withdrawal on
// every tenth), then times one proof-of-reserves snapshot (the consistent read, the tree, every row written) and
// the proof answer of random investors, each proof checked.
import { sql } from "drizzle-orm";
import { installDb, queryRows } from "@/db/client";
import { verifyProof } from "@/lib/reserves/merkle-sum-tree";
import { investorProof } from "@/lib/reserves/published-reserves";
import { takeReserveSnapshot } from "@/lib/reserves/take-snapshot";
import { openThrowawayDb } from "../lib/throwaway-db";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const investors = Number(arg("investors", "100000"));
const proofs = Number(arg("proofs", "1000"));
const kind = arg("db", "postgres");
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

async function main() {
  const { db, handle, version, cleanup } = await openThrowawayDb(kind, serverUrl);
  installDb(handle);
  try {
    console.log(`proof-of-reserves benchmark: ${investors} investors, ${kind} (${version.split(",")[0]})`);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, email_verified_at)
      select 'Bench ' || g, 'bench-' || g || '@example.com', 'not-a-hash', 'INVESTOR', now()
      from generate_series(1, ${investors}) g`);
    await db.execute(sql`
      insert into balances (user_id, asset, amount)
      select u.id, a.asset, round((random() * 10000)::numeric, 8)
      from users u cross join unnest(enum_range(null::asset)) a(asset) where u.email like 'bench-%'`);
    await db.execute(sql`
      insert into investment_plans (name, interest_rate, minimum_amount, maximum_amount, total_returns)
      values ('Bench plan', 10, 1000, 100000, 50)`);
    await db.execute(sql`
      insert into subscriptions (user_id, plan_id, amount, asset, asset_amount, price_usd, interest_rate, total_returns, status)
      select u.id, p.id, 1000, 'USD', 1000, 1, 10, 50, 'ACTIVE'
      from users u cross join investment_plans p where u.email like 'bench-%' and u.id % 10 = 0`);
    await db.execute(sql`
      insert into withdrawal_requests (user_id, amount, asset, network, address, status)
      select id, 0.01, 'BITCOIN', 'Bitcoin Network', 'bc1q-bench', 'PENDING' from users
      where email like 'bench-%' and id % 10 = 5`);
    for (const table of ["users", "balances", "subscriptions", "withdrawal_requests"]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    if (kind === "postgres") await db.execute(sql`checkpoint`);

    let start = process.hrtime.bigint();
    const snapshot = await takeReserveSnapshot(null, { reserves: async () => [] });
    const snapshotSeconds = seconds(start);
    console.log(
      `snapshot (read, tree, ${snapshot.leafCount} leaves written)`.padEnd(52),
      `${snapshotSeconds.toFixed(2)} s`,
    );
    await db.execute(sql.raw("vacuum analyze reserve_snapshot_nodes"));
    await db.execute(sql.raw("vacuum analyze reserve_snapshot_leaves"));

    const ids = await queryRows<{ id: number }>(
      db,
      sql`select user_id as id from reserve_snapshot_leaves order by random() limit ${proofs}`,
    );
    const times: number[] = [];
    for (const { id } of ids) {
      start = process.hrtime.bigint();
      const proof = await investorProof(Number(id));
      times.push(seconds(start) * 1000);
      if (!verifyProof(proof).ok) throw new Error(`the proof of investor ${id} does not verify`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
    console.log(
      `proof answer, ${times.length} investors (all verified)`.padEnd(52),
      `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
    );
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
