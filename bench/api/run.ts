// npm run bench:api -- [--seconds 5] [--rounds 3] [--connections 10,50] [--url postgres://…/test]
//                      [--profile <target>] [--compare <another build dir>] [--signed-in-only]
//                      [--only <words>] [--observe-off]
// --compare: a second `next start` on another build (e.g. the commit before a change, built with its own
// NEXT_DIST_DIR) on the same database; every target is measured on both, back to back in alternating order,
// so both builds see the same load on a shared machine. --signed-in-only: the signed-in routes, their twins
// and the empty handler (the comparison's subject, in about half the time).
// --observe-off: the second server is the same build with the request log and metrics off
// (APEX_BENCH_UNOBSERVED=1, lib/log/request-log.ts), measured as --compare does: what logging and metrics cost.
// The cost of a signed-in API call: real routes against bench-only twins doing the same query without
// authentication, on the worktree's production build (`npm run build` first) and a throw-away database.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApiBenchDatabase } from "./database";
import { measure, median, type Sample, type Target } from "./measure";
import { summariseProfile } from "./profile-summary";
import { assertBuilt, startServer } from "../lib/next-server";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const seconds = Number(arg("seconds", "5"));
const rounds = Number(arg("rounds", "3"));
const connectionCounts = arg("connections", "10,50").split(",").map(Number);
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const profileTarget = arg("profile", "");
const compareDir = arg("compare", "");
const signedInOnly = process.argv.includes("--signed-in-only");
const observeOff = process.argv.includes("--observe-off");
// --only balances,withdrawals: just the signed-in targets whose names contain one of these, with their twins and
// the empty handler (more rounds of the few routes a change is about, in the same time).
const only = arg("only", "").split(",").filter(Boolean);

const targets = (userId: number): Target[] => [
  { name: "empty handler", method: "GET", path: "/api/bench/empty" },
  { name: "balances, bare", method: "GET", path: `/api/bench/balances?userId=${userId}` },
  {
    name: "GET /api/users/balances",
    method: "GET",
    path: "/api/users/balances",
    signedIn: true,
    twin: "balances, bare",
  },
  {
    name: "balances, old auth",
    method: "GET",
    path: "/api/bench/balances-before",
    signedIn: true,
    twin: "balances, bare",
  },
  {
    name: "balances, before sessions",
    method: "GET",
    path: "/api/bench/balances-before-sessions",
    signedIn: true,
    twin: "balances, bare",
  },
  { name: "transactions, bare", method: "GET", path: `/api/bench/transactions?userId=${userId}` },
  {
    name: "GET /api/users/transactions",
    method: "GET",
    path: "/api/users/transactions",
    signedIn: true,
    twin: "transactions, bare",
  },
  {
    name: "transactions, before",
    method: "GET",
    path: `/api/bench/transactions-before?userId=${userId}`,
    twin: "transactions, bare",
  },
  { name: "validate, bare", method: "POST", path: `/api/bench/validate?userId=${userId}` },
  {
    name: "POST /api/validate",
    method: "POST",
    path: "/api/validate",
    signedIn: true,
    twin: "validate, bare",
  },
  { name: "admin users, bare", method: "GET", path: "/api/bench/admin-users" },
  { name: "GET /api/users", method: "GET", path: "/api/users", signedIn: "admin", twin: "admin users, bare" },
  { name: "admin transactions, bare", method: "GET", path: "/api/bench/admin-transactions" },
  {
    name: "GET /api/transactions",
    method: "GET",
    path: "/api/transactions",
    signedIn: "admin",
    twin: "admin transactions, bare",
  },
  { name: "admin withdrawals, bare", method: "GET", path: "/api/bench/admin-withdrawals" },
  {
    name: "GET /api/admin/withdrawals/all",
    method: "GET",
    path: "/api/admin/withdrawals/all",
    signedIn: "admin",
    twin: "admin withdrawals, bare",
  },
  // A public page (server-rendered per request, in the visitor's language): no twin, compared with the
  // empty handler only.
  { name: "page /login", method: "GET", path: "/login", page: true },
];

const fmt = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);

async function main() {
  assertBuilt();
  if (compareDir && !fs.existsSync(path.join(process.cwd(), compareDir, "BUILD_ID")))
    throw new Error(`--compare: no production build in ${compareDir}/`);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(`API bench, ${new Date().toISOString()}`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${load}, node ${process.version}`,
  );
  const secret = randomBytes(32).toString("base64url");
  process.env.NEXTAUTH_SECRET = secret; // mintToken signs with what the server will read
  process.env.PRICE_FEED_URL = "http://127.0.0.1:9/unreachable"; // the seed's deposits use fallback prices
  const db = await createApiBenchDatabase(serverUrl);
  console.log(
    `database: ${db.version.split(" on ")[0]}; investor ${db.userId} with ${db.transactions} transactions`,
  );
  const outDir = path.join(process.cwd(), "bench", "api", "out");
  const profileDir = profileTarget ? fs.mkdtempSync(path.join(os.tmpdir(), "apex-bench-prof-")) : undefined;
  const server = await startServer({ databaseUrl: db.url, secret, cpuProfileDir: profileDir });
  // The other build's server: bench/lib/next-server.ts hands its environment on, NEXT_DIST_DIR included.
  let other: Awaited<ReturnType<typeof startServer>> | undefined;
  if (compareDir) {
    const own = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = compareDir;
    try {
      other = await startServer({ databaseUrl: db.url, secret });
    } finally {
      if (own === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = own;
    }
  }
  if (observeOff) {
    if (compareDir) throw new Error("--observe-off and --compare: one comparison at a time");
    process.env.APEX_BENCH_UNOBSERVED = "1";
    try {
      other = await startServer({ databaseUrl: db.url, secret });
    } finally {
      delete process.env.APEX_BENCH_UNOBSERVED;
    }
  }
  const otherLabel = observeOff ? " [logs+metrics off]" : ` [${compareDir}]`;
  const servers = [{ label: "", server }, ...(other ? [{ label: otherLabel, server: other }] : [])];
  try {
    const twins = new Set(targets(0).flatMap((t) => (t.twin ? [t.twin] : [])));
    const chosen = (t: Target) => only.some((word) => t.name.includes(word));
    const chosenTwins = new Set(targets(0).flatMap((t) => (t.twin && chosen(t) ? [t.twin] : [])));
    const all = targets(db.userId).filter((t) =>
      only.length
        ? t.name === "empty handler" || chosenTwins.has(t.name) || (chosen(t) && !!t.twin && !!t.signedIn)
        : !signedInOnly ||
          t.name === "empty handler" ||
          twins.has(t.name) ||
          (t.signedIn && t.path.startsWith("/api/") && !t.path.startsWith("/api/bench/")),
    );
    const tokens = { investor: db.token, admin: db.adminToken };
    // The server's connections to the bench database (not this process's own).
    const benchDb = await getDb();
    const pgPids = async () =>
      (
        await queryRows<{ pid: number }>(
          benchDb,
          sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).map((r) => r.pid);
    // Every handler compiled, connected and warm before anything counts.
    for (const { server: sv } of servers) for (const t of all) await measure(sv, t, tokens, 10, 1);
    if (profileTarget) {
      const target = all.find((t) => t.name === profileTarget || t.path.startsWith(profileTarget));
      if (!target) throw new Error(`--profile: no target named ${profileTarget}`);
      const s = await measure(server, target, tokens, connectionCounts[0], seconds, pgPids);
      const measured = performance.now();
      console.log(
        `${target.name} under the profiler: ${fmt(s.rps, 6)} req/s, p99 ${s.p99} ms, server CPU ${fmt(s.cpuUs, 0)} µs per request, Postgres ${fmt(s.pgCpuUs, 0)} µs`,
      );
      await server.stop();
      const fromEndUs = (performance.now() - measured) * 1000;
      const file = fs.readdirSync(profileDir!).find((f) => f.endsWith(".cpuprofile"))!;
      fs.mkdirSync(outDir, { recursive: true });
      const kept = path.join(outDir, `${target.path.split("?")[0].replace(/\W+/g, "_")}.cpuprofile`);
      fs.copyFileSync(path.join(profileDir!, file), kept);
      console.log(`profile: ${path.relative(process.cwd(), kept)} (open in Chrome DevTools)\n`);
      console.log(summariseProfile(kept, { fromEndUs, lengthUs: seconds * 1e6, requests: s.requests }));
      return;
    }
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < rounds; round++) {
      for (const connections of connectionCounts) {
        // Rotated each round, so no target always runs first (or right after the heaviest one).
        const order = all.map((_, i) => all[(i + round) % all.length]);
        for (const [i, t] of order.entries()) {
          // With two builds, each target on both back to back, which one first alternating.
          const pair = (i + round) % 2 ? [...servers].reverse() : servers;
          for (const { label, server: sv } of pair) {
            const s = await measure(sv, t, tokens, connections, seconds, pgPids);
            const key = `${t.name}${label}@${connections}`;
            samples.set(key, [...(samples.get(key) ?? []), s]);
            console.log(
              `round ${round + 1}  c=${String(connections).padEnd(3)} ${(t.name + label).padEnd(28)} ${fmt(s.rps, 6)} req/s  p50 ${fmt(s.p50, 3)} ms  p99 ${fmt(s.p99, 4)} ms  ${fmt(s.cpuUs, 5)} µs CPU/req  ${fmt(s.pgCpuUs, 4)} µs PG/req`,
            );
          }
        }
      }
    }
    for (const { label } of servers) printSummary(all, samples, label);
  } finally {
    await server.stop();
    await other?.stop();
    await db.drop();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

function printSummary(all: Target[], samples: Map<string, Sample[]>, label = "") {
  console.log(
    `\n${label ? `build${label}: ` : ""}medians of ${rounds} rounds of ${seconds} s; ratio = req/s against the bare twin, paired by round`,
  );
  console.log(
    `${"target".padEnd(30)} conns   req/s   p50 ms   p99 ms   ratio   vs empty   CPU µs/req   ratio   PG µs/req`,
  );
  for (const connections of connectionCounts) {
    const empty = samples.get(`empty handler${label}@${connections}`)!;
    for (const t of all) {
      const own = samples.get(`${t.name}${label}@${connections}`)!;
      const twin = t.twin ? samples.get(`${t.twin}${label}@${connections}`)! : undefined;
      const ratio = twin ? median(own.map((s, i) => s.rps / twin[i].rps)) : undefined;
      const vsEmpty = median(own.map((s, i) => s.rps / empty[i].rps));
      // The same comparison in server CPU per request (twin's cost / own cost: 1 means authentication is free).
      const cpuRatio = twin ? median(own.map((s, i) => twin[i].cpuUs / s.cpuUs)) : undefined;
      console.log(
        `${t.name.padEnd(30)} ${fmt(connections, 5)} ${fmt(median(own.map((s) => s.rps)), 7)} ${fmt(median(own.map((s) => s.p50)), 8)} ${fmt(median(own.map((s) => s.p99)), 8)}   ${ratio === undefined ? "     " : fmt(ratio, 5, 2)}   ${fmt(vsEmpty, 8, 2)}   ${fmt(median(own.map((s) => s.cpuUs)), 10)}   ${cpuRatio === undefined ? "     " : fmt(cpuRatio, 5, 2)}   ${fmt(median(own.map((s) => s.pgCpuUs)), 9)}`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
