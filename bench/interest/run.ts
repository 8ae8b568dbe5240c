// npm run bench:interest -- --subs 1000000 [--mix fixed|mix] [--db postgres|pglite] [--sample 20000]
// Seeds a throw-away database, then times, each after a checkpoint so no phase pays for the one before it: the
// floor (the day's accrual rows written alone), one crediting run, a same-day re-run, the next day's floor and
// run, and the per-row loop. Prints each run beside its floor and the ratio. --mix mix seeds the earn plans' mix
// (60% FIXED USD, 25% FLEXIBLE, 15% coin plans; bench/interest/seed.ts) instead of FIXED USD plans only.
import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { reconcile } from "@/lib/ledger/reconcile";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { openThrowawayDb } from "../lib/throwaway-db";
import { writeAccrualsAlone } from "./floor";
import { creditOneByOne } from "./per-row-baseline";
import { seedSubscriptions, type SeedMix } from "./seed";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const subs = Number(arg("subs", "100000"));
const users = Math.ceil(subs / 10);
const kind = arg("db", "postgres");
const mix = arg("mix", "fixed") as SeedMix;
if (mix !== "fixed" && mix !== "mix") throw new Error(`--mix fixed|mix, not ${mix}`);
const sample = Math.min(Number(arg("sample", "20000")), subs);
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

/** WAL written by a phase (Postgres only: PGlite answers null). */
async function walLsn(db: Db): Promise<string | null> {
  if (kind !== "postgres") return null;
  const [row] = await queryRows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
  return row.lsn;
}
async function walSince(db: Db, from: string | null): Promise<string> {
  if (from === null) return "";
  const [row] = await queryRows<{ mb: string }>(
    db,
    sql`select round(pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn) / 1048576.0)::text as mb`,
  );
  return `  WAL ${row.mb} MB`;
}

function makeTimer(db: Db) {
  return async function timed<T>(
    label: string,
    fn: () => Promise<T>,
  ): Promise<{ value: T; seconds: number }> {
    // Start every measured phase from a clean slate: the previous phase's dirty pages flushed, a new checkpoint
    // cycle (so full-page images are paid the same way by every phase).
    if (kind === "postgres") await db.execute(sql`checkpoint`);
    const lsn = await walLsn(db);
    const start = process.hrtime.bigint();
    const value = await fn();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(`${label.padEnd(36)} ${seconds.toFixed(2).padStart(8)} s${await walSince(db, lsn)}`);
    return { value, seconds };
  };
}

async function main() {
  console.log(`interest benchmark: ${subs} subscriptions (${mix}) over ${users} users, ${kind}`);
  console.log(
    `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${new Date().toISOString()}`,
  );
  const { db, version, cleanup } = await openThrowawayDb(kind, serverUrl);
  const timed = makeTimer(db);
  const floor = (label: string, day: string) =>
    writeAccrualsAlone(db, day, async (fn) => (await timed(label, fn)).seconds);
  console.log(`database: ${version.split(" on x86")[0]}`);
  try {
    await timed("seed (set-based)", () => seedSubscriptions(db, subs, mix));
    const day = utcDay();
    const floor1 = await floor("floor: the day's accruals alone", day);
    const first = await timed("crediting run", () => creditInterestForDay(day, db));
    console.log(`  -> ${JSON.stringify(first.value)}`);
    const again = await timed("same-day re-run", () => creditInterestForDay(day, db));
    console.log(`  -> ${JSON.stringify(again.value)}`);
    // A day later, as in production: autovacuum has run in between and a day of accruals already exists.
    await timed("vacuum analyze (between days)", () => db.execute(sql`vacuum analyze`));
    const floor2 = await floor("floor: next day's accruals alone", addDays(day, 1));
    const next = await timed("next day's crediting run", () => creditInterestForDay(addDays(day, 1), db));
    console.log(`  -> ${JSON.stringify(next.value)}`);
    const loop =
      sample > 0
        ? await timed(`per-row loop (${sample} sample)`, () => creditOneByOne(db, addDays(day, 2), sample))
        : null;

    const [check] = await queryRows<{ accruals: number; entries: number; accrued: string; posted: string }>(
      db,
      sql`select (select count(*) from interest_accruals where day = ${day}::date)::int as accruals,
                 (select count(*) from ledger_entries where kind = 'INTEREST')::int as entries,
                 (select sum(amount) from interest_accruals where day = ${day}::date and asset = 'USD')::text as accrued,
                 (select sum(amount) from ledger_entries
                  where memo = 'Interest for ' || ${day}::text and asset = 'USD')::text as posted`,
    );
    // The same sum three ways: what the run reported, the day's accruals, the day's ledger entries (a balance
    // that matches its ledger is not enough: both could be wrong together). In USD: the run reports the USD total;
    // the coins' accruals and entries are held to their balances by reconcile.
    const sums = [first.value.totalCredited, check.accrued, check.posted].map((v) => Number(v));
    const problems = await reconcile(db);
    const setRate = subs / first.seconds;
    console.log("");
    console.log(
      `run vs floor:  ${first.seconds.toFixed(2)} s / ${floor1.toFixed(2)} s = ${(first.seconds / floor1).toFixed(2)}x (first day)`,
    );
    console.log(
      `               ${next.seconds.toFixed(2)} s / ${floor2.toFixed(2)} s = ${(next.seconds / floor2).toFixed(2)}x (next day)`,
    );
    console.log(`set-based:     ${Math.round(setRate).toLocaleString("en-US")} subscriptions/s`);
    if (loop) {
      const loopRate = loop.value / loop.seconds;
      console.log(`per-row:       ${Math.round(loopRate).toLocaleString("en-US")} subscriptions/s`);
      console.log(`ratio:         ${(setRate / loopRate).toFixed(1)}x`);
    }
    console.log(
      `check:         ${check.accruals} accruals for ${day}, ${check.entries} interest ledger entries, ${check.accrued} USD accrued / ${check.posted} posted / ${first.value.totalCredited} reported, reconcile ${problems.length === 0 ? "clean" : `${problems.length} mismatches`}`,
    );
    console.log(
      `load after:    ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    if (
      first.value.processed !== subs ||
      again.value.processed !== 0 ||
      next.value.processed !== subs ||
      problems.length > 0 ||
      new Set(sums).size !== 1
    ) {
      throw new Error("benchmark run produced wrong results");
    }
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
