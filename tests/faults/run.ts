// npm run test:faults -- [--db postgres,pglite] [--requests 200] [--investors 40] [--port 3300] [--rounds 1]
//                        [--url postgres://postgres@127.0.0.1:5432/test] [--skip-kill] [--skip-outage]
//                        [--skip-mail]
// The fault suite, on the production build (`npm run build` first; it builds nothing) and throw-away
// databases: kill -9 during money requests then a restart (both databases), and Postgres cut off under load
// through a TCP proxy of the suite's own (the machine's Postgres itself is never restarted). Exits 1 on any
// failure; prints the figures.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const kinds = arg("db", "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const requests = Number(arg("requests", "200"));
const investors = Number(arg("investors", "40"));
const port = Number(arg("port", "3300"));
const serverUrl = arg("url", process.env.FAULTS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const skipOutage = process.argv.includes("--skip-outage");
const skipMail = process.argv.includes("--skip-mail");
const skipKill = process.argv.includes("--skip-kill");
// Each round is a fresh database and one kill, at its own point: after 30%, 10%, 60%, 30%, ... of the answers.
const rounds = Number(arg("rounds", "1"));
const KILL_POINTS = [0.3, 0.1, 0.6];
for (const k of kinds)
  if (k !== "postgres" && k !== "pglite") throw new Error(`--db takes postgres and/or pglite, not ${k}`);

// One set of secrets for the suite's seeding and for every start of the app: a restarted server must read
// the sessions, request hashes and sealed jobs the killed one wrote.
const secrets = {
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
};
Object.assign(process.env, secrets, { PRICE_FEED_URL: "http://127.0.0.1:9/unreachable" });

const log = (s: string) => console.log(s);

async function migrationsClean(open: () => Promise<{ db: unknown; close: () => Promise<void> }>) {
  const { queryRows } = await import("@/db/client");
  const journal = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "db", "migrations", "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  const handle = await open();
  try {
    const [row] = await queryRows<{ n: number }>(
      handle.db as never,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return { applied: Number(row.n), expected: journal.entries.length };
  } finally {
    await handle.close();
  }
}

async function main() {
  const { assertBuilt } = await import("./server");
  assertBuilt();
  const { createFaultDb, seedFaultDb } = await import("./database");
  const { killDuringMoney } = await import("./kill-during-money");
  const { checkIntegrity } = await import("./integrity");
  const started = Date.now();
  const failures: string[] = [];
  const figures: string[] = [];

  const runs = kinds.flatMap((kind) => Array.from({ length: rounds }, (_, round) => ({ kind, round })));
  for (const { kind, round } of skipKill ? [] : runs) {
    const killAt = KILL_POINTS[round % KILL_POINTS.length];
    log(`\n== kill -9 during ${requests} money requests, ${kind}, round ${round + 1} ==`);
    const t0 = Date.now();
    const fdb = await createFaultDb(kind, serverUrl);
    try {
      const seeded = await seedFaultDb(fdb, investors);
      const report = await killDuringMoney({
        fdb,
        seeded,
        port,
        env: { ...secrets, ...fdb.env },
        requests,
        killAfterAnswers: Math.max(1, Math.round(requests * killAt)),
        log,
      });
      const mig = await migrationsClean(fdb.open);
      if (mig.applied !== mig.expected)
        report.failures.push(`migrations: ${mig.applied} applied of ${mig.expected}`);
      const integrity = await checkIntegrity(fdb);
      report.failures.push(...integrity.problems.map((p) => `amcheck: ${p}`));
      const { failures: f, ...numbers } = report;
      log(
        `  ${JSON.stringify({
          ...numbers,
          migrations: `${mig.applied}/${mig.expected}`,
          amcheck: `${integrity.indexes} indexes, ${integrity.tables} tables, ${integrity.problems.length} problems`,
        })}`,
      );
      figures.push(
        `kill -9, ${kind} (round ${round + 1}): ${numbers.requests} requests, ${numbers.answeredBeforeKill} answered before the kill, ` +
          `${numbers.inFlightAtKill} in flight (${numbers.unansweredFoundApplied} had committed, ` +
          `${numbers.unansweredRunOnRetry} ran on retry); lost ${numbers.lost}, duplicated ${numbers.duplicated}, ` +
          `replay mismatches ${numbers.replayMismatches}, 5xx ${numbers.answers5xx}, reconcile ` +
          `${numbers.reconcileClean ? "clean" : "NOT clean"}, restart to ready ${numbers.restartToReadyMs} ms, ` +
          `migrations ${mig.applied}/${mig.expected}, amcheck ${integrity.indexes} indexes and ` +
          `${integrity.tables} tables with ${integrity.problems.length} problems; ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
      failures.push(...f.map((x) => `${kind}: ${x}`));
    } finally {
      await fdb.drop();
    }
  }

  if (!skipOutage && kinds.includes("postgres")) {
    const { postgresOutage } = await import("./postgres-outage");
    log(`\n== Postgres cut off under load (TCP proxy) ==`);
    const t0 = Date.now();
    const report = await postgresOutage({ serverUrl, port, secrets, investors: 10, log });
    const { failures: f, ...numbers } = report;
    log(`  ${JSON.stringify(numbers)}`);
    figures.push(
      `Postgres cut for ${numbers.outageMs} ms under load: ${numbers.requests} requests, ` +
        `${numbers.during503} answered 503 while down (${numbers.during503WithRetryAfter} with Retry-After), ` +
        `${numbers.answers500} 500s, full service ${numbers.recoveryMs} ms after the database returned, ` +
        `no app restart; lost ${numbers.lost}, duplicated ${numbers.duplicated}; ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
    failures.push(...f.map((x) => `outage: ${x}`));
  }

  for (const kind of skipMail ? [] : kinds) {
    const { mailOutage } = await import("./mail-outage");
    log(`\n== the mail server refusing, the app killed meanwhile, ${kind} ==`);
    const t0 = Date.now();
    const report = await mailOutage({ kind, serverUrl, port, secrets, sends: 10, recipientsPerSend: 3, log });
    const { failures: f, ...numbers } = report;
    log(`  ${JSON.stringify(numbers)}`);
    figures.push(
      `mail outage, ${kind}: ${numbers.mails} mails, ${numbers.refusals} refusals (451), ${numbers.restarts} kill -9 and ` +
        `restart meanwhile; ${numbers.delivered} delivered, lost ${numbers.lost}, duplicated ` +
        `${numbers.duplicated}, all delivered ${numbers.deliveredAfterAcceptMs} ms after the server accepted; ` +
        `${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
    failures.push(...f.map((x) => `mail: ${x}`));
  }

  log(`\n== figures ==`);
  for (const f of figures) log(`- ${f}`);
  log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length) {
    log(`\n${failures.length} FAILURE(S):`);
    for (const f of failures.slice(0, 50)) log(`  ${f}`);
    process.exit(1);
  }
  log("all fault checks passed");
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
