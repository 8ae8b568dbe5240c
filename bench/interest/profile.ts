// npx tsx --import ./scripts/outside-next.mjs bench/interest/profile.ts --url postgres://…/apex_h1_prof [--seed 1000000 [--mix fixed|mix]]
//   [--day YYYY-MM-DD]
// EXPLAIN (ANALYZE, BUFFERS, WAL) of one crediting run, rolled back, on a database kept between calls (seed it
// once with --seed): where the run's time goes.
import { sql } from "drizzle-orm";
import { migrateDb, openPostgres, queryRows } from "@/db/client";
import { creditStatement } from "@/lib/interest/credit-interest-for-day";
import { utcDay } from "@/lib/interest/utc-day";
import { seedSubscriptions, type SeedMix } from "./seed";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main() {
  const handle = await openPostgres(arg("url", ""), { max: 1 });
  const db = handle.db;
  await migrateDb(handle);
  const seed = Number(arg("seed", "0"));
  if (seed > 0) await seedSubscriptions(db, seed, arg("mix", "fixed") as SeedMix);
  const day = arg("day", utcDay());
  // A previous profile's rolled-back rows would otherwise sit in the unique indexes and be checked again.
  await db.execute(sql`vacuum analyze interest_accruals, ledger_entries, balances, subscriptions`);
  await db.execute(sql`checkpoint`);
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`set local jit = off`);
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain (analyze, buffers, wal, verbose off) ${creditStatement(day, null)}`,
      );
      console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
      throw new Error("rollback");
    })
    .catch((err: Error) => {
      if (err.message !== "rollback") throw err;
    });
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
