// npm run bench:admin-lists -- [--scale 1] [--runs 40] [--lists users,transactions,…] [--url postgres://…/test]
// Seeds a throw-away Postgres database (100,000 investors, 1,000,000 transactions, 100,000 withdrawal
// requests at scale 1) and prints p50/p95 of one page of each admin list, with and without a search
// term, calling the lib functions the route handlers call.
import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import { installDb, migrateDb, openPostgres, queryRows } from "@/db/client";
import { seed } from "@/db/seed";
import { exportAuditTrail } from "@/lib/admin/export-audit-trail";
import { cases, extraCases, type Case } from "./cases";
import { seedAdminLists } from "./seed";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const scale = Number(arg("scale", "1"));
const runs = Number(arg("runs", "40"));
/** Only these lists (by the first column's name); the alternatives and the export run only with all. */
const only = arg("lists", "").split(",").filter(Boolean);
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const sizes = {
  users: Math.round(100_000 * scale),
  transactions: Math.round(1_000_000 * scale),
  withdrawals: Math.round(100_000 * scale),
  subscriptions: Math.round(100_000 * scale),
  audit: Math.round(200_000 * scale),
  tickets: Math.round(50_000 * scale),
};
const TARGET_P95_MS = 150;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(c: Case) {
  for (let i = 0; i < 3; i++) await c.run(); // warm the plan and the buffers
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    total = (await c.run()).total;
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { ...c, total, p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

async function timeExport(): Promise<string> {
  const start = process.hrtime.bigint();
  const res = await exportAuditTrail({ action: "all" });
  const reader = res.body!.getReader();
  let bytes = 0;
  let peakRss = process.memoryUsage().rss;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return `audit export, every row: ${seconds.toFixed(2)} s for ${(bytes / 2 ** 20).toFixed(1)} MiB, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`;
}

async function main() {
  console.log(`admin-lists benchmark, scale ${scale}: ${JSON.stringify(sizes)}; ${runs} runs per case`);
  console.log(
    `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`,
  );
  const name = `apex_bench_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(serverUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The app's own pool size (db/client.ts), so a page and its count run side by side as in production.
  const handle = await openPostgres(url.toString());
  try {
    await migrateDb(handle);
    await seed(handle.db);
    installDb(handle);
    const [{ version }] = await queryRows<{ version: string }>(handle.db, sql`select version()`);
    console.log(`database: ${version.split(" on x86")[0]}`);
    const seedStart = process.hrtime.bigint();
    await seedAdminLists(handle.db, sizes);
    console.log(`seed: ${(Number(process.hrtime.bigint() - seedStart) / 1e9).toFixed(1)} s\n`);

    const results = [];
    console.log(
      `${"list".padEnd(13)} ${"case".padEnd(36)} ${"total".padStart(9)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`,
    );
    const chosen = only.length ? cases().filter((c) => only.includes(c.list.split(" ")[0])) : cases();
    for (const c of [...chosen, ...(only.length ? [] : extraCases(handle.db))]) {
      const r = await measure(c);
      results.push(r);
      console.log(
        `${r.list.padEnd(13)} ${r.label.padEnd(36)} ${String(r.total).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
      );
    }
    if (!only.length) console.log(`\n${await timeExport()}`);
    const over = results.slice(0, chosen.length).filter((r) => r.p95 > TARGET_P95_MS);
    console.log(
      over.length
        ? `\nabove the ${TARGET_P95_MS} ms p95 target: ${over.map((r) => `${r.list} ${r.label}`).join("; ")}`
        : `\nevery page under the ${TARGET_P95_MS} ms p95 target`,
    );
  } finally {
    await handle.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
