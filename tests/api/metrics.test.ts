// GET /api/metrics: the METRICS_TOKEN bearer only (404 while unset, 401 with a wrong token), and a scrape that
// a Prometheus text parser reads, whose figures follow what really happened: a job dead-lettered, a deposit
// scanner behind its node's tip, a hot wallet whose payouts wait for funds, an API request answered.
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { forgetFiguresForTests } from "@/lib/metrics/figures";
import { recordTronRefusal } from "@/lib/payouts/tron/record-refusal";
import { GET as health } from "@/app/api/health/route";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { parsePrometheusText, sampleValue, type Family } from "../helpers/prometheus-text";

const TOKEN = "metrics-test-token-0123456789";
const { db } = setupTestDb();

async function scrape(): Promise<Map<string, Family>> {
  forgetFiguresForTests();
  const res = await call(metricsRoute, "/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return parsePrometheusText(res.body as string);
}

const value = sampleValue;

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
};

beforeEach(() => setEnv({ METRICS_TOKEN: TOKEN, ETHEREUM_RPC_URL: "http://127.0.0.1:9/no-node" }));
afterAll(() => setEnv({ METRICS_TOKEN: undefined, ETHEREUM_RPC_URL: undefined }));

describe("who may scrape", () => {
  it("answers 404 while METRICS_TOKEN is unset", async () => {
    setEnv({ METRICS_TOKEN: undefined });
    const res = await call(metricsRoute, "/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it("answers 401 without the token or with a wrong one", async () => {
    expect((await call(metricsRoute, "/api/metrics")).status).toBe(401);
    const wrong = await call(metricsRoute, "/api/metrics", { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const longer = await call(metricsRoute, "/api/metrics", {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(longer.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain(TOKEN);
  });
});

describe("the scrape", () => {
  it("holds the process metrics and every named family, each job state present at zero", async () => {
    const m = await scrape();
    expect(m.has("process_cpu_user_seconds_total")).toBe(true);
    expect(m.has("nodejs_heap_size_used_bytes")).toBe(true);
    for (const state of ["waiting", "running", "failed", "dead"])
      expect(value(m, "apex_jobs", { state })).toBe(0);
    expect(value(m, "apex_approvals_pending")).toBe(0);
    expect(value(m, "apex_withdrawals", { status: "PENDING" })).toBe(0);
    expect(value(m, "apex_ledger_reconcile_mismatches")).toBe(0);
    expect(value(m, "apex_fx_feed_live")).toBe(0);
    // The test feed is unreachable: its age counts from the first time this process asked.
    expect(value(m, "apex_price_feed_age_seconds", { asset: "BITCOIN" })).toBeGreaterThanOrEqual(0);
    expect(m.get("apex_jobs")?.type).toBe("gauge");
    expect(m.get("apex_job_runs_total")?.type).toBe("counter");
    for (const name of [
      "http_request_duration_seconds",
      "apex_job_runs_total",
      "apex_deposit_scanner_lag_blocks",
      "apex_deposit_scanner_last_scan_timestamp_seconds",
      "apex_hot_wallet_balance",
      "apex_hot_wallet_low",
    ])
      expect(m.has(name)).toBe(true);
  });

  it("times each API request under its route and status", async () => {
    expect((await call(health, "/api/health")).status).toBe(200);
    const m = await scrape();
    expect(m.get("http_request_duration_seconds")?.type).toBe("histogram");
    const labels = { method: "GET", route: "/api/health", status: "200" };
    expect(value(m, "http_request_duration_seconds_count", labels)).toBeGreaterThanOrEqual(1);
    expect(
      value(m, "http_request_duration_seconds_bucket", { ...labels, le: "+Inf" }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("counts a dead-lettered job in apex_jobs and apex_job_runs_total", async () => {
    registerJob("metrics-test-failing", async () => {
      throw new Error("always fails");
    });
    await enqueue(db(), "metrics-test-failing", {}, { maxAttempts: 1 });
    await drainJobs();
    const m = await scrape();
    expect(value(m, "apex_jobs", { state: "dead" })).toBe(1);
    expect(value(m, "apex_job_runs_total", { kind: "metrics-test-failing", outcome: "dead" })).toBe(1);
    await db().execute(sql`delete from jobs where kind = 'metrics-test-failing'`);
  });

  it("reports a deposit scanner behind its node's tip, and when it last scanned", async () => {
    const m0 = await scrape();
    // Watched, never scanned: no lag yet, and a last scan at 0 (the alert's "no scan").
    expect(value(m0, "apex_deposit_scanner_lag_blocks", { chain: "ETHEREUM" })).toBeUndefined();
    expect(value(m0, "apex_deposit_scanner_last_scan_timestamp_seconds", { chain: "ETHEREUM" })).toBe(0);

    const scannedAt = new Date(Date.now() - 90_000);
    await db().execute(sql`
      insert into chain_cursors (chain, height, hash, tip, scanned_at)
      values ('ETHEREUM', 100, '0xabc', 137, ${scannedAt.toISOString()}::timestamptz)`);
    const m = await scrape();
    expect(value(m, "apex_deposit_scanner_lag_blocks", { chain: "ETHEREUM" })).toBe(37);
    expect(value(m, "apex_deposit_scanner_last_scan_timestamp_seconds", { chain: "ETHEREUM" })).toBe(
      Math.floor(scannedAt.getTime() / 1000),
    );
    await db().execute(sql`delete from chain_cursors where chain = 'ETHEREUM'`);
  });

  it("reports a hot wallet whose payouts wait for funds as low", async () => {
    // What a payout short of funds records (lib/payouts/send-payout.ts).
    await db().execute(sql`
      insert into hot_wallets (chain, address, next_nonce, alert, alert_at)
      values ('BSC', '0x0000000000000000000000000000000000000001', 0,
              'the hot wallet holds 0.01 of the 0.5 it needs for amount and gas', now())`);
    const m = await scrape();
    expect(value(m, "apex_hot_wallet_low", { chain: "BSC" })).toBe(1);
    await db().execute(sql`update hot_wallets set alert = null, alert_at = null where chain = 'BSC'`);
    expect(value(await scrape(), "apex_hot_wallet_low", { chain: "BSC" })).toBe(0);
  });

  it("counts a signed payout batch the node refused until it is cancelled", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { user } = await createUser();
    const before = await scrape();
    expect(value(before, "apex_payout_batches_refused", { chain: "TRON" })).toBe(0);
    expect(value(before, "apex_payout_batches_refused", { chain: "BITCOIN" })).toBe(0);
    // A Tron batch broadcast with one payout in it (what export-tron-batch and the signed upload leave).
    const [batch] = await queryRows<{ id: number }>(
      db(),
      sql`insert into payout_batches (chain, state, psbt, txid, inputs, fee, signed, created_by, broadcast_at)
          values ('TRON', 'BROADCAST', '[]', 'tron-batch', '[]'::jsonb, '0', '[]', ${admin.user.id}, now())
          returning id`,
    );
    const [request] = await queryRows<{ id: number }>(
      db(),
      sql`insert into withdrawal_requests (user_id, amount, asset, network, address, status)
          values (${user.id}, 5, 'USDT', 'Tron Network', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', 'APPROVED')
          returning id`,
    );
    const [payout] = await queryRows<{ id: number }>(
      db(),
      sql`insert into payouts (withdrawal_request_id, chain, state, required_confirmations, batch_id, tx_hash)
          values (${request.id}, 'TRON', 'BROADCAST', 19, ${batch.id}, 'ab12') returning id`,
    );
    await recordTronRefusal(payout.id, "ab12", { code: "SIGERROR", message: "validate signature error" });
    expect(value(await scrape(), "apex_payout_batches_refused", { chain: "TRON" })).toBe(1);
    expect(value(await scrape(), "apex_payout_batches_refused", { chain: "BITCOIN" })).toBe(0);
    await db().execute(sql`update payout_batches set state = 'CANCELLED' where id = ${batch.id}`);
    expect(value(await scrape(), "apex_payout_batches_refused", { chain: "TRON" })).toBe(0);
    await db().execute(sql`delete from payouts where id = ${payout.id}`);
    await db().execute(sql`delete from withdrawal_requests where id = ${request.id}`);
  });

  it("counts a balance that differs from its ledger once the reconciliation runs", async () => {
    const { user } = await createUser();
    // A balance written past the ledger module: exactly what the reconciliation is there to catch.
    await db().execute(sql`update balances set amount = 5 where user_id = ${user.id} and asset = 'USDT'`);
    expect(value(await scrape(), "apex_ledger_reconcile_mismatches")).toBe(1);
    await db().execute(sql`update balances set amount = 0 where user_id = ${user.id} and asset = 'USDT'`);
    expect(value(await scrape(), "apex_ledger_reconcile_mismatches")).toBe(0);
  });
});
