// npm run bench:interest -- --subs 1000000 [--db postgres|pglite] [--sample 20000]
// Seeds a throw-away database, then times: one crediting run, a same-day re-run, and the per-row loop.
import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { reconcile } from "@/lib/ledger/reconcile";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { openThrowawayDb } from "../lib/throwaway-db";
import { creditOneByOne } from "./per-row-baseline";
import { seedSubscriptions } from "./seed";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const subs = Number(arg("subs", "100000"));
const kind = arg("db", "postgres");
const sample = Math.min(Number(arg("sample", "20000")), subs);
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label.padEnd(34)} ${seconds.toFixed(2).padStart(8)} s`);
  return { value, seconds };
}

const open = () => openThrowawayDb(kind, serverUrl);

async function main() {
  console.log(`interest benchmark: ${subs} subscriptions over ${Math.ceil(subs / 10)} users, ${kind}`);
  console.log(
    `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${new Date().toISOString()}`,
  );
  const { db, version, cleanup } = await open();
  console.log(`database: ${version.split(" on x86")[0]}`);
  try {
    await timed("seed (set-based)", () => seedSubscriptions(db, subs));
    const day = utcDay();
    const first = await timed("crediting run", () => creditInterestForDay(day, db));
    console.log(`  -> ${JSON.stringify(first.value)}`);
    const again = await timed("same-day re-run", () => creditInterestForDay(day, db));
    console.log(`  -> ${JSON.stringify(again.value)}`);
    // A day later, as in production: autovacuum has run in between and a day of accruals already exists.
    await timed("vacuum analyze (between days)", () => db.execute(sql`vacuum analyze`));
    const next = await timed("next day's crediting run", () => creditInterestForDay(addDays(day, 1), db));
    console.log(`  -> ${JSON.stringify(next.value)}`);
    const loop = await timed(`per-row loop (${sample} sample)`, () =>
      creditOneByOne(db, addDays(day, 2), sample),
    );

    const [check] = await queryRows<{ accruals: number; entries: number }>(
      db,
      sql`select (select count(*) from interest_accruals where day = ${day}::date)::int as accruals,
                 (select count(*) from ledger_entries where kind = 'INTEREST')::int as entries`,
    );
    const problems = await reconcile(db);
    const setRate = subs / first.seconds;
    const loopRate = loop.value / loop.seconds;
    console.log("");
    console.log(`set-based:  ${Math.round(setRate).toLocaleString("en-US")} subscriptions/s`);
    console.log(`per-row:    ${Math.round(loopRate).toLocaleString("en-US")} subscriptions/s`);
    console.log(`ratio:      ${(setRate / loopRate).toFixed(1)}x`);
    console.log(
      `check:      ${check.accruals} accruals for ${day}, ${check.entries} interest ledger entries, reconcile ${problems.length === 0 ? "clean" : `${problems.length} mismatches`}`,
    );
    console.log(`next day:   ${Math.round(subs / next.seconds).toLocaleString("en-US")} subscriptions/s`);
    if (
      first.value.processed !== subs ||
      again.value.processed !== 0 ||
      next.value.processed !== subs ||
      problems.length > 0
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
