// npm run test:instances -- [--url postgres://postgres@127.0.0.1:5432/test] [--port 3400]
//                           [--direct-migrations]
// Two production servers (`next start` on the build; it builds nothing) on one throw-away Postgres database
// reached through PgBouncer in transaction mode, as several instances behind a load balancer run with a managed
// database's pooler URL, and a local anvil node. Shows: both start at once and the migrations run once; a
// session made on one works on the other and a sign-out on one is refused on the other; the sign-in limits
// count the attempts sent to both; the interest cron, the deposit scan and the payout step, called on both at
// once, credit, credit and send once; a real Prometheus (when installed) scrapes one with the committed scrape
// configuration; the books reconcile. Writes test-results/instances.json (the checks, for
// scripts/summarize-tests.mjs) and exits 1 on any failure.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { formatEther, parseEther, toHex, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const serverUrl = arg("url", process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
// Two free ports unless --port names the first (the second is the next one).
const firstPort = Number(arg("port", "0"));
// By default the start-up migrations go through PgBouncer too (the harder case: no session lock survives it);
// this flag gives the servers DIRECT_DATABASE_URL, straight to Postgres, for them.
const directMigrations = process.argv.includes("--direct-migrations");
const RESULT_FILE = path.join(process.cwd(), "test-results", "instances.json");

const CRON_SECRET = `instances-${randomBytes(12).toString("hex")}`;
const METRICS_TOKEN = `metrics-${randomBytes(12).toString("hex")}`;
const PASSWORD = "Instances-Horse-42";
const PIN = "4821";
const CONFIRMATIONS = 3;
const secrets = {
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
};
// The suite's own seeding mints sessions the servers must read: same keys in this process.
Object.assign(process.env, secrets, { PRICE_FEED_URL: "http://127.0.0.1:9/unreachable" });

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
const log = (s: string) => console.log(s);
function check(name: string, ok: boolean, detail = "") {
  checks.push({ name, ok, detail });
  log(`  ${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(
  base: string,
  p: string,
  opts: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(base + p, {
      method: opts.method ?? (opts.body !== undefined ? "POST" : "GET"),
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
  } catch (err) {
    // A server that is gone answers status 0: a failed check, not the end of the suite.
    return { status: 0, body: String((err as Error).cause ?? err) };
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: res.status, body };
}
const cron = (base: string, duty: string) =>
  call(base, `/api/cron/${duty}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
/** The same call on both servers at the same moment. */
const onBoth = <T>(bases: string[], fn: (base: string) => Promise<T>) => Promise.all(bases.map(fn));

async function main() {
  const { assertBuilt, startApp } = await import("../faults/server");
  assertBuilt();
  const { startPgbouncer } = await import("./pgbouncer");
  const { openPostgres, installDb, closeDb, queryRows } = await import("@/db/client");
  const { startAnvil, evmAccountXpub, DEPOSIT_TEST_MNEMONIC } = await import("@/lib/chain/anvil");
  const { deployTestToken, localChainClient, mineBlocks, mintToken, sendToken, TEST_USDT } =
    await import("@/lib/chain/local-chain");
  const { checkIntegrity } = await import("../faults/integrity");
  const started = Date.now();
  const cleanup: (() => Promise<unknown>)[] = [];
  const timings: string[] = [];
  const figures: string[] = [];
  const lap = (what: string, since: number) =>
    timings.push(`${what} ${((Date.now() - since) / 1000).toFixed(1)} s`);

  try {
    // The throw-away database, empty: the servers migrate it.
    const name = `apex_instances_${randomBytes(4).toString("hex")}`;
    const admin = await openPostgres(serverUrl, { max: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    cleanup.push(async () => {
      const again = await openPostgres(serverUrl, { max: 1 });
      await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await again.close();
    });
    const direct = new URL(serverUrl);
    direct.pathname = `/${name}`;

    const bouncer = await startPgbouncer(serverUrl);
    cleanup.push(bouncer.stop);
    log(`PgBouncer (transaction mode) on ${bouncer.port} in front of ${direct.host}; database ${name}`);

    // The chain: test USDT, a funder, a hot wallet (the node's last account, as chain:dev does).
    let t0 = Date.now();
    const node = await startAnvil();
    cleanup.push(() => node.stop());
    const client = localChainClient(node.rpcUrl, node.accounts[0]);
    const usdt = (await deployTestToken(client, TEST_USDT)).address;
    await mintToken(client, usdt, node.accounts[0].address, "1000000");
    const hot = node.accounts[node.accounts.length - 1];
    lap("anvil", t0);

    const { freePort } = await import("@/lib/chain/anvil");
    const ports = firstPort ? [firstPort, firstPort + 1] : [await freePort(), await freePort()];
    const appEnv = (i: number): Record<string, string> => ({
      ...secrets,
      DATABASE_URL: bouncer.urlOf(name),
      // PgBouncer 1.18 cannot keep a client's prepared statements across transactions.
      DATABASE_PREPARE: "0",
      ...(directMigrations ? { DIRECT_DATABASE_URL: direct.toString() } : {}),
      DATABASE_POOL_MAX: "5",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `apex-instance-${i}-`)),
      ADMIN_PASSWORD: `Admin-${randomBytes(8).toString("hex")}`,
      MAIL_TRANSPORT: "outbox",
      CRON_SECRET,
      METRICS_TOKEN,
      INTEREST_CRON: "0",
      FOUR_EYES: "0",
      ADDRESS_COOLDOWN_HOURS: "0",
      ETHEREUM_RPC_URL: node.rpcUrl,
      ETHEREUM_USDT_CONTRACT: usdt,
      ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS),
      ETHEREUM_START_BLOCK: "0",
      DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
      HOT_WALLET_KEY_ETHEREUM: toHex(hot.getHdKey().privateKey!),
      PAYOUT_REPLACE_AFTER_SECONDS: "600",
    });

    const envs = [0, 1].map(appEnv);

    // 1. Both start at the same moment on the empty database.
    t0 = Date.now();
    const starts = await Promise.allSettled(ports.map((p, i) => startApp(p, envs[i], `instance ${"AB"[i]}`)));
    lap("both servers ready", t0);
    const apps = starts.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    for (const app of apps) cleanup.push(app.stop);
    for (const [i, s] of starts.entries())
      check(
        `instance ${"AB"[i]} starts beside the other`,
        s.status === "fulfilled",
        s.status === "fulfilled" ? `ready in ${s.value.readyMs} ms` : String(s.reason).slice(0, 3000),
      );
    if (apps.length < 2) return;
    const [A, B] = apps.map((a) => a.base);
    const bases = [A, B];

    const handle = await openPostgres(direct.toString(), { max: 2 });
    cleanup.push(() => closeDb());
    installDb(handle);
    const db = handle.db;
    const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(db, q))[0];

    const journal = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), "db", "migrations", "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const applied = await one<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    check(
      "the migrations ran once",
      applied.n === journal.entries.length,
      `${applied.n} rows in drizzle.__drizzle_migrations, ${journal.entries.length} in the journal`,
    );
    const pooled = await bouncer.transactions(name);
    check(
      "the servers' queries go through PgBouncer",
      pooled > 0,
      `${pooled} transactions passed to ${name}`,
    );
    const owners = await one<{ n: number }>(sql`select count(*)::int as n from users where role = 'ADMIN'`);
    check("the seed ran once (one built-in administrator)", owners.n === 1, `${owners.n} administrators`);

    // Investors made here, straight in the database (as the fault suite does): the servers never saw them.
    const { seedInvestor, adminSession } = await import("./seed");
    const adminToken = await adminSession(db);

    // 2. Sessions: made on A, honoured on B; ended on A, refused on B at the next request.
    t0 = Date.now();
    const alice = await seedInvestor(db, { password: PASSWORD, pin: PIN });
    const signin = await call(A, "/api/auth/signin", { body: { email: alice.email, password: PASSWORD } });
    const token = signin.body?.token as string | undefined;
    check("sign-in on A", signin.status === 200 && !!token, `${signin.status}`);
    if (token) {
      const onB = await call(B, "/api/user", { token });
      check("A's session works on B", onB.status === 200, `${onB.status}`);
      const out = await call(A, "/api/auth/signout", { method: "POST", token });
      check("sign-out on A", out.status === 200, `${out.status}`);
      const afterB = await call(B, "/api/user", { token });
      const afterA = await call(A, "/api/user", { token });
      check(
        "the signed-out session is refused on B at the next request",
        afterB.status === 401 && afterA.status === 401,
        `B ${afterB.status}, A ${afterA.status}`,
      );
    }
    lap("sessions", t0);

    // 3. Sign-in limits: wrong passwords on one server until refused, then on another account alternating
    // between the two; the refusal comes at the same attempt.
    t0 = Date.now();
    const wrongUntilRefused = async (email: string, targets: string[]) => {
      for (let n = 1; n <= 20; n++) {
        const r = await call(targets[(n - 1) % targets.length], "/api/auth/signin", {
          body: { email, password: "Not-The-Password-1" },
        });
        if (r.status === 429) return n;
        if (r.status !== 401 && r.status !== 400) return -r.status;
      }
      return Infinity;
    };
    const single = await wrongUntilRefused((await seedInvestor(db, {})).email, [A]);
    const both = await wrongUntilRefused((await seedInvestor(db, {})).email, [A, B]);
    check(
      "the sign-in limit counts attempts sent to both servers",
      single > 1 && single < 20 && both === single,
      `refused at attempt ${single} on one server, at ${both} alternating between A and B`,
    );
    lap("sign-in limits", t0);

    // 4. Interest: a subscription, then the cron on both at once: credited once; again on both: nothing more.
    t0 = Date.now();
    const saver = await seedInvestor(db, { pin: PIN, funds: { USDT: "100000" } });
    const plan = await one<{ id: number; minimum: string }>(
      sql`select id, minimum_amount::text as minimum from investment_plans order by minimum_amount, id limit 1`,
    );
    const sub = await call(A, "/api/investments/subscribe", {
      token: saver.token,
      headers: { "Idempotency-Key": randomUUID() },
      body: { planId: plan.id, asset: "USDT", amount: String(Math.max(Number(plan.minimum), 1000)) },
    });
    check(
      "a subscription on A",
      sub.status === 200 || sub.status === 201,
      `${sub.status} ${JSON.stringify(sub.body).slice(0, 300)}`,
    );
    const interestRuns = await onBoth(bases, (b) => cron(b, "interest"));
    const againRuns = await onBoth(bases, (b) => cron(b, "interest"));
    const credits = await one<{ n: number; accruals: number }>(
      sql`select (select count(*)::int from ledger_entries where user_id = ${saver.id} and kind = 'INTEREST') as n,
                 (select count(*)::int from interest_accruals where user_id = ${saver.id}) as accruals`,
    );
    check(
      "the interest cron on both at once credits once",
      [...interestRuns, ...againRuns].every((r) => r.status === 200) &&
        credits.n === 1 &&
        credits.accruals === 1,
      `answers ${[...interestRuns, ...againRuns].map((r) => `${r.status} processed ${r.body?.data?.processed}`).join(", ")}; ` +
        `${credits.n} interest entries, ${credits.accruals} accruals`,
    );
    lap("interest", t0);

    // 5. A deposit to the investor's own address while both scan (their own loops and the cron on both).
    t0 = Date.now();
    const depositor = await seedInvestor(db, { pin: PIN });
    const addresses = await call(B, "/api/deposits/addresses", { token: depositor.token });
    const own = (addresses.body?.addresses ?? []).find(
      (a: { asset: string; network: string; personal: boolean }) =>
        a.asset === "USDT" && a.personal && /ethereum/i.test(a.network),
    ) as { address: Address } | undefined;
    check(
      "the investor's own Ethereum USDT address",
      !!own,
      `${addresses.status} ${own?.address ?? JSON.stringify(addresses.body).slice(0, 300)}`,
    );
    if (own) {
      await sendToken(client, usdt, own.address, "250");
      await mineBlocks(client, CONFIRMATIONS);
      let scans: Answer[] = [];
      for (let round = 0; round < 3; round++)
        scans.push(...(await onBoth(bases, (b) => cron(b, "deposits"))));
      await mineBlocks(client, 2);
      scans = [...scans, ...(await onBoth(bases, (b) => cron(b, "deposits")))];
      const skipped = scans.filter((s) =>
        (s.body?.networks ?? []).some((n: { skipped?: boolean }) => n.skipped),
      ).length;
      figures.push(
        `${skipped} of ${scans.length} simultaneous deposit scans skipped (another instance was scanning)`,
      );
      const dep = await one<{ rows: number; credited: number; entries: number; sum: string | null }>(
        sql`select (select count(*)::int from deposits where user_id = ${depositor.id}) as rows,
                   (select count(*)::int from deposits where user_id = ${depositor.id} and status = 'COMPLETED') as credited,
                   (select count(*)::int from ledger_entries where user_id = ${depositor.id} and kind = 'DEPOSIT') as entries,
                   (select sum(amount)::text from ledger_entries where user_id = ${depositor.id} and kind = 'DEPOSIT') as sum`,
      );
      check(
        "a deposit is credited once while both scan",
        scans.every((s) => s.status === 200) &&
          dep.rows === 1 &&
          dep.credited === 1 &&
          dep.entries === 1 &&
          Number(dep.sum) === 250,
        `scan answers ${[...new Set(scans.map((s) => s.status))].join("/")}; ${dep.rows} deposit rows, ${dep.credited} credited, ` +
          `${dep.entries} ledger entries summing ${dep.sum}`,
      );
    }
    lap("deposit", t0);

    // 6. An approved ETH withdrawal, the payout step on both at once: one transaction from the hot wallet.
    t0 = Date.now();
    const leaver = await seedInvestor(db, { pin: PIN, funds: { ETHEREUM: "5" } });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const nonceBefore = await client.getTransactionCount({ address: hot.address });
    const asked = await call(A, "/api/withdrawals", {
      token: leaver.token,
      headers: { "Idempotency-Key": randomUUID() },
      body: { asset: "ETHEREUM", amount: "0.25", network: "Ethereum Network", address: recipient, pin: PIN },
    });
    const requestId = await one<{ id: number } | undefined>(
      sql`select id from withdrawal_requests where user_id = ${leaver.id} order by id desc limit 1`,
    );
    check(
      "a withdrawal asked on A",
      asked.status < 300 && !!requestId,
      `${asked.status} ${JSON.stringify(asked.body).slice(0, 300)}`,
    );
    if (requestId) {
      const approved = await call(B, `/api/withdrawals/approve?id=${requestId.id}`, {
        method: "POST",
        token: adminToken,
        headers: { "Idempotency-Key": randomUUID() },
      });
      check(
        "approved on B",
        approved.status === 200,
        `${approved.status} ${JSON.stringify(approved.body).slice(0, 300)}`,
      );
      const steps: Answer[] = [];
      for (let round = 0; round < 3; round++) steps.push(...(await onBoth(bases, (b) => cron(b, "payouts"))));
      await mineBlocks(client, CONFIRMATIONS + 1);
      for (let round = 0; round < 2; round++) steps.push(...(await onBoth(bases, (b) => cron(b, "payouts"))));
      const stepSkipped = steps.filter((s) => s.body?.skipped === true).length;
      figures.push(
        `${stepSkipped} of ${steps.length} simultaneous payout steps skipped (another instance was taking it)`,
      );
      const sent = (await client.getTransactionCount({ address: hot.address })) - nonceBefore;
      const received = await client.getBalance({ address: recipient });
      const row = await one<{ status: string; attempts: number }>(
        sql`select w.status::text as status,
                   (select count(*)::int from payout_attempts a join payouts p on p.id = a.payout_id
                     where p.withdrawal_request_id = w.id) as attempts
              from withdrawal_requests w where w.id = ${requestId.id}`,
      );
      check(
        "the approved withdrawal is sent once",
        steps.every((s) => s.status === 200) &&
          sent === 1 &&
          received === parseEther("0.25") &&
          row.attempts === 1,
        `step answers ${[...new Set(steps.map((s) => s.status))].join("/")}; ${sent} transaction(s) from the hot wallet, ` +
          `recipient holds ${formatEther(received)} ETH, ${row.attempts} attempt(s), request ${row.status}`,
      );
      check("the withdrawal completes", row.status === "COMPLETED", row.status);
    }
    lap("withdrawal", t0);

    // 7. A real Prometheus with ops/prometheus/prometheus.yml (target and token put in) scrapes B: `up` is 1
    // and the apex_ figures are there. Skipped, saying so, where Debian's prometheus is not installed.
    t0 = Date.now();
    const { prometheusBinary, scrapeWithPrometheus } = await import("./prometheus");
    const promBin = prometheusBinary();
    if (!promBin) {
      log(
        "  skip a real Prometheus scrapes /api/metrics: prometheus is not installed (apt-get install prometheus)",
      );
    } else {
      const scraped = await scrapeWithPrometheus({
        bin: promBin,
        target: new URL(B).host,
        token: METRICS_TOKEN,
      });
      check(
        "a real Prometheus scrapes B with ops/prometheus/prometheus.yml (up is 1)",
        scraped.up === 1,
        scraped.up === 1
          ? `up 1 after ${(scraped.waitedMs / 1000).toFixed(1)} s`
          : `up ${scraped.up}; target error: ${scraped.lastError}\n--- prometheus log ---\n${scraped.log.slice(-3000)}`,
      );
      const states = scraped.apexJobs.map((s) => s.metric.state).sort();
      check(
        "Prometheus holds the apex_ figures (apex_jobs by state)",
        ["dead", "failed", "running", "waiting"].every((st) => states.includes(st)),
        `apex_jobs states ${states.join(", ") || "none"}`,
      );
    }
    lap("prometheus", t0);

    // 8. A restart behind the pooler: the start-up migration (nothing left to apply) must find no lock left
    // behind on one of PgBouncer's server connections, and the other instance's sessions work on it.
    t0 = Date.now();
    await apps[0].stop();
    try {
      const again = await startApp(ports[0], envs[0], "instance A, restarted");
      apps[0] = again;
      cleanup.push(again.stop);
      const reread = await call(again.base, "/api/user", { token: leaver.token });
      check(
        "A restarts behind the pooler and serves",
        reread.status === 200,
        `ready in ${again.readyMs} ms; ${reread.status}`,
      );
    } catch (err) {
      check("A restarts behind the pooler and serves", false, String(err).slice(0, 3000));
    }
    lap("restart", t0);

    // 9. The books, through the API, and the database's own structures.
    const rec = await call(B, "/api/admin/reconcile", { token: adminToken });
    check(
      "reconcile clean",
      rec.status === 200 && rec.body?.balanced === true,
      `${rec.status} ${JSON.stringify(rec.body).slice(0, 500)}`,
    );
    const integrity = await checkIntegrity({
      kind: "postgres",
      env: {},
      open: () => openPostgres(direct.toString(), { max: 1 }),
      drop: async () => {},
    });
    check(
      "amcheck clean",
      integrity.problems.length === 0,
      `${integrity.indexes} indexes, ${integrity.tables} tables, ${integrity.problems.slice(0, 5).join("; ")}`,
    );

    // Neither crashed nor logged a failed start-up migration meanwhile.
    for (const [i, app] of apps.entries()) {
      const ready = await fetch(`${app.base}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      const failed = /migration failed|unhandled|FATAL/i.test(app.log());
      check(
        `instance ${"AB"[i]} still up, no failed migration in its log`,
        ready === 200 && !failed,
        `ready ${ready}${failed ? `; log:\n${app.log().slice(-3000)}` : ""}`,
      );
    }
  } finally {
    for (const step of cleanup.reverse()) await step().catch((e) => log(`cleanup: ${(e as Error).message}`));
    for (const f of figures) log(`- ${f}`);
    log(`\n${timings.join(", ")}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

main()
  .catch((err) => check("the suite ran to its end", false, (err as Error).stack ?? String(err)))
  .finally(() => {
    if (checks.length === 0) check("the suite ran", false, "no checks");
    const failed = checks.filter((c) => !c.ok);
    fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
    fs.writeFileSync(
      RESULT_FILE,
      JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, checks }, null, 2),
    );
    log(
      failed.length
        ? `\n${failed.length} of ${checks.length} multi-instance checks FAILED`
        : `\nall ${checks.length} multi-instance checks passed`,
    );
    process.exit(failed.length ? 1 : 0);
  });
