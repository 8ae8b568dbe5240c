// npm run bench:writes -- [--db postgres,pglite] [--requests 1000] [--connections 10] [--accounts 1000]
//                         [--max-seconds 60] [--url postgres://…/test]
// What the ledger's rules cost a money write: a withdrawal request, a subscription and an admin credit, each
// through the app's own function and as its bare twin (the same rows in one transaction, no rules:
// bench/twins/bench-writes.ts), on one account (every request contends for its balance row) and spread over
// --accounts accounts. A fixed number of requests per case (--requests), stopped early at --max-seconds.
// Postgres: over HTTP against the worktree's production build (`npm run build` first; NEXT_DIST_DIR is read),
// POST /api/bench/writes on a throw-away apex_bench_* database. The embedded database: in-process, the same
// functions called by --connections workers in this process, because PGlite is one process's database and the
// bench routes answer only on a Postgres database named apex_bench_* (bench/twins/bench-route.ts).
// After every case the books must reconcile and the case must have written exactly its requests' rows.
import { randomBytes } from "node:crypto";
import os from "node:os";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { installDb, queryRows, type Db } from "@/db/client";
import { seed } from "@/db/seed";
import { hashSecret } from "@/lib/auth/password";
import {
  BENCH_PLAN_MINIMUM,
  BENCH_WRITE_OPS,
  benchWrite,
  type BenchWrite,
  type BenchWriteOp,
} from "@/bench/twins/bench-writes";
import { reconcile } from "@/lib/ledger/reconcile";
import { median } from "../api/measure";
import { createBenchDatabase } from "../lib/bench-database";
import { assertBuilt, startServer, type Server } from "../lib/next-server";
import { openThrowawayDb } from "../lib/throwaway-db";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const kinds = arg("db", "postgres,pglite").split(",");
const requests = Number(arg("requests", "1000"));
const connections = Number(arg("connections", "10"));
const accounts = Number(arg("accounts", "1000"));
const maxSeconds = Number(arg("max-seconds", "60"));
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

type Seeded = { hot: number; spread: number[]; plans: number[]; adminId: number };
type Case = { op: BenchWriteOp; spread: boolean; bare: boolean };
/** cut: stopped at --max-seconds before all its requests were sent. */
type Sample = { cut: boolean; done: number; seconds: number; rps: number; p50: number; p99: number };

// Every case runs its requests from a fresh counter: request i goes to the hot account or to account i mod
// --accounts, and subscribes to plan i of the variant's own half of the plans (one ACTIVE subscription per
// investor and plan, so no two requests of a run, nor the two variants, ask for the same pair).
function writeFor(s: Seeded, c: Case, i: number): BenchWrite {
  return {
    op: c.op,
    bare: c.bare,
    userId: c.spread ? s.spread[i % s.spread.length] : s.hot,
    planId: s.plans[(c.bare ? requests : 0) + i],
    adminId: s.adminId,
  };
}

/** The investors (funded through the ledger, so the books balance from the start) and the plans. */
async function seedAccounts(db: Db, adminId: number): Promise<Seeded> {
  const hash = await hashSecret(randomBytes(16).toString("hex"));
  const users = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, email_verified_at)
        select 'Bench Writer ' || n, 'bench-writer-' || n || '@example.com', ${hash}, now()
        from generate_series(0, ${accounts}) n returning id`,
  );
  await db.execute(sql`insert into ledger_entries (user_id, asset, amount, kind, reference)
    select id, 'USDT', 1000000000, 'DEPOSIT', 'bench-seed:' || id from users where email like 'bench-writer-%'`);
  await db.execute(sql`insert into balances (user_id, asset, amount)
    select id, 'USDT', 1000000000 from users where email like 'bench-writer-%'`);
  const plans = await queryRows<{ id: number }>(
    db,
    sql`insert into investment_plans (name, interest_rate, minimum_amount, maximum_amount, total_returns)
        select 'Bench plan ' || n, 1, ${BENCH_PLAN_MINIMUM}, 1000000, 10
        from generate_series(1, ${2 * requests + 2}) n returning id`,
  );
  const ids = users.map((u) => Number(u.id)).sort((a, b) => a - b);
  return { hot: ids[0], spread: ids.slice(1), plans: plans.map((p) => Number(p.id)), adminId };
}

/** Rows of the case's own kind: what a run must have added, one per request. */
async function rowsOf(db: Db, op: BenchWriteOp): Promise<number> {
  const table = { withdrawal: "withdrawal_requests", subscription: "subscriptions", credit: "deposits" }[op];
  const [{ n }] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return Number(n);
}

const writePath = (w: BenchWrite) =>
  `/api/bench/writes?op=${w.op}&bare=${w.bare ? 1 : 0}&userId=${w.userId}&planId=${w.planId}&adminId=${w.adminId}`;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Postgres: the case's requests over HTTP, --connections at a time. */
async function overHttp(server: Server, s: Seeded, c: Case): Promise<Sample> {
  let next = 0;
  const pathFor = (i: number) => writePath(writeFor(s, c, i));
  const started = performance.now();
  const instance = autocannon({
    url: server.base,
    connections,
    amount: requests,
    requests: [{ method: "POST", setupRequest: (req) => ({ ...req, path: pathFor(next++) }) }],
  });
  // autocannon ends an `amount` run on its once-a-second tick, so its own duration is whole seconds: the
  // case lasts until its last answer.
  let last = started;
  instance.on("response", () => (last = performance.now()));
  let cut = false;
  const stop = setTimeout(() => {
    cut = true;
    instance.stop();
  }, maxSeconds * 1000);
  const result = await instance;
  clearTimeout(stop);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label(c)}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(statuses ${JSON.stringify(result.statusCodeStats)})\n${server.log().slice(-2000)}`,
    );
  }
  const seconds = (last - started) / 1000;
  return {
    cut,
    done: result.requests.total,
    seconds,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The embedded database: the same functions, --connections callers in this process. */
async function inProcess(s: Seeded, c: Case): Promise<Sample> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const w = writeFor(s, c, next++);
      const t0 = performance.now();
      await benchWrite(w);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    cut: latencies.length < requests,
    done: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const label = (c: Case) =>
  `${c.op}, ${c.spread ? `${accounts} accounts` : "one account"}, ${c.bare ? "bare" : "ledger"}`;
const fmt = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);

async function runAll(db: Db, s: Seeded, run: (c: Case) => Promise<Sample>) {
  const results: { c: Case; ledger: Sample; bare: Sample }[] = [];
  for (const op of BENCH_WRITE_OPS) {
    for (const spread of [false, true]) {
      const pair: Partial<Record<"ledger" | "bare", Sample>> = {};
      // Alternated, so neither variant always runs on the emptier tables.
      const order = results.length % 2 ? [true, false] : [false, true];
      for (const bare of order) {
        const c = { op, spread, bare };
        const before = await rowsOf(db, op);
        const sample = await run(c);
        const written = (await rowsOf(db, op)) - before;
        // A cut run may have had requests in flight whose rows landed after autocannon stopped counting.
        if (sample.cut ? written < sample.done : written !== sample.done)
          throw new Error(`${label(c)}: ${sample.done} answered, ${written} rows`);
        const mismatches = await reconcile(db);
        if (mismatches.length)
          throw new Error(`${label(c)}: reconcile found ${JSON.stringify(mismatches.slice(0, 3))}`);
        pair[bare ? "bare" : "ledger"] = sample;
        console.log(
          `${label(c).padEnd(42)} ${fmt(sample.done, 5)} in ${fmt(sample.seconds, 5, 1)} s  ${fmt(sample.rps, 6)} req/s  p50 ${fmt(sample.p50, 4)} ms  p99 ${fmt(sample.p99, 5)} ms  reconcile clean${sample.cut ? `  (cut at ${maxSeconds} s)` : ""}`,
        );
      }
      results.push({ c: { op, spread, bare: false }, ledger: pair.ledger!, bare: pair.bare! });
    }
  }
  console.log(
    `\n${"case".padEnd(28)} ledger req/s  p99 ms   bare req/s  p99 ms   ledger's cost (bare ÷ ledger)`,
  );
  for (const { c, ledger, bare } of results) {
    const where = c.spread ? `${accounts} accounts` : "one account";
    console.log(
      `${`${c.op}, ${where}`.padEnd(28)} ${fmt(ledger.rps, 12)} ${fmt(ledger.p99, 7)} ${fmt(bare.rps, 12)} ${fmt(bare.p99, 7)}   ${fmt(bare.rps / ledger.rps, 5, 2)}×`,
    );
  }
  const costs = results.map((r) => r.bare.rps / r.ledger.rps);
  console.log(
    `median cost ${median(costs).toFixed(2)}×, worst ${Math.max(...costs).toFixed(2)}× (goal ≤ 1.5×)`,
  );
}

async function main() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(`money writes bench, ${new Date().toISOString()}`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load ${load}, node ${process.version}; ` +
      `${requests} requests per case, ${connections} at a time`,
  );
  process.env.PRICE_FEED_URL = "http://127.0.0.1:9/unreachable"; // fallback prices: USDT at 1
  for (const kind of kinds) {
    if (kind === "postgres") {
      assertBuilt();
      const secret = randomBytes(32).toString("base64url");
      process.env.NEXTAUTH_SECRET = secret;
      const db = await createBenchDatabase(serverUrl);
      try {
        const s = await seedAccounts(db.handle.db, db.admin.id);
        const server = await startServer({ databaseUrl: db.url, secret });
        try {
          console.log(`\n${db.version.split(" on ")[0]}, over HTTP (next start, pid ${server.pid})`);
          // Every variant compiled, connected and its statements prepared before anything counts.
          await warm((w) => postWrite(server, w), s);
          await runAll(db.handle.db, s, (c) => overHttp(server, s, c));
        } finally {
          await server.stop();
        }
      } finally {
        await db.drop();
      }
    } else if (kind === "pglite") {
      const t = await openThrowawayDb("pglite", serverUrl);
      try {
        installDb(t.handle);
        await seed(t.db);
        const [admin] = await queryRows<{ id: number }>(t.db, sql`select id from users where role = 'ADMIN'`);
        const s = await seedAccounts(t.db, Number(admin.id));
        console.log(`\n${t.version}, in-process`);
        await warm(benchWrite, s);
        await runAll(t.db, s, (c) => inProcess(s, c));
      } finally {
        await t.cleanup();
      }
    } else {
      throw new Error(`--db: unknown database ${kind}`);
    }
  }
}

/** A few writes of each kind and variant, on the two plans no case uses (the last two). */
async function warm(write: (w: BenchWrite) => Promise<unknown>, s: Seeded) {
  for (const op of BENCH_WRITE_OPS)
    for (const bare of [false, true])
      for (const userId of [s.hot, ...s.spread.slice(0, 10)])
        await write({ op, bare, userId, planId: s.plans[2 * requests + Number(bare)], adminId: s.adminId });
}

async function postWrite(server: Server, w: BenchWrite) {
  const res = await fetch(`${server.base}${writePath(w)}`, { method: "POST" });
  if (!res.ok)
    throw new Error(`warming ${w.op}: ${res.status} ${await res.text()}\n${server.log().slice(-2000)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
