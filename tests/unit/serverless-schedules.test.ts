// On a serverless host (APEX_SERVERLESS=1, or VERCEL=1 unless APEX_SERVERLESS=0) no duty runs on a timer in the
// process: every schedule's start function starts nothing, whatever is configured, and readiness does not count a
// job worker. On a long-lived server the payouts run when any payout chain is configured, Bitcoin or Tron alone
// included.
import { HDKey } from "@scure/bip32";
import { closeDb, installDb, type Db } from "@/db/client";
import { resetEnvCache, serverless } from "@/lib/env";
import { startInterestCron, stopInterestCron } from "@/lib/interest/schedule";
import { startDepositScan, stopDepositScan } from "@/lib/deposits/watch/schedule";
import { startPayouts, stopPayouts } from "@/lib/payouts/schedule";
import { jobWorkerRunning, startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { readiness, registerReadinessProbe } from "@/lib/lifecycle/readiness";

const EVERYTHING = {
  INTEREST_CRON: "1",
  JOBS_WORKER: "1",
  DEPOSIT_SCAN: "1",
  PAYOUTS: "1",
  ETHEREUM_RPC_URL: "http://127.0.0.1:9/unreachable",
  HOT_WALLET_KEY_ETHEREUM: `0x${"11".repeat(32)}`,
  TRON_API_URL: "http://127.0.0.1:9/unreachable",
  PAYOUT_ADDRESS_TRON: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
};
const TOUCHED = [...Object.keys(EVERYTHING), "APEX_SERVERLESS", "VERCEL", "BITCOIN_ESPLORA_URL"];
const TOUCHED_MORE = ["PAYOUT_XPUB_BITCOIN", "PAYOUT_BITCOIN_FINGERPRINT"];
const saved = Object.fromEntries([...TOUCHED, ...TOUCHED_MORE].map((k) => [k, process.env[k]]));

function settings(values: Record<string, string | undefined>) {
  for (const k of [...TOUCHED, ...TOUCHED_MORE]) delete process.env[k];
  for (const [k, v] of Object.entries(values)) if (v !== undefined) process.env[k] = v;
  resetEnvCache();
}

afterEach(async () => {
  await Promise.all([stopInterestCron(), stopDepositScan(), stopPayouts(), stopJobWorker()]);
});

afterAll(() => {
  settings(saved);
});

const startAll = () => ({
  interest: startInterestCron(),
  deposits: startDepositScan(),
  payouts: startPayouts(),
  jobs: startJobWorker(),
});
const nothing = { interest: false, deposits: false, payouts: false, jobs: false };

describe("a serverless host runs no timer", () => {
  it("with APEX_SERVERLESS=1, no schedule starts, every duty configured", () => {
    settings({ ...EVERYTHING, APEX_SERVERLESS: "1" });
    expect(serverless()).toBe(true);
    expect(startAll()).toEqual(nothing);
    expect(jobWorkerRunning()).toBe(false);
  });

  it("on by itself where VERCEL=1, and APEX_SERVERLESS=0 turns it off there", () => {
    settings({ VERCEL: "1" });
    expect(serverless()).toBe(true);
    settings({ ...EVERYTHING, VERCEL: "1" });
    expect(startAll()).toEqual(nothing);
    settings({ VERCEL: "1", APEX_SERVERLESS: "0" });
    expect(serverless()).toBe(false);
    settings({});
    expect(serverless()).toBe(false);
  });

  it("readiness does not wait for a job worker there", async () => {
    // No database is needed to see which checks are made: one that refuses every query will do.
    const refusing = { execute: async () => Promise.reject(new Error("no database here")) } as unknown as Db;
    installDb({ db: refusing, close: async () => {}, kind: "postgres" });
    settings({ APEX_SERVERLESS: "1" });
    const unregister = registerReadinessProbe("jobs", () => false);
    try {
      const answer = await readiness({ dbTimeoutMs: 50 });
      expect(answer.checks.jobs).toBeUndefined();
      settings({});
      expect((await readiness({ dbTimeoutMs: 50 })).checks.jobs).toBe("stopped");
    } finally {
      unregister();
      await closeDb();
    }
  });
});

describe("a long-lived server advances payouts when any payout chain is configured", () => {
  it("Tron alone (the payout address and its node)", () => {
    settings({ TRON_API_URL: EVERYTHING.TRON_API_URL, PAYOUT_ADDRESS_TRON: EVERYTHING.PAYOUT_ADDRESS_TRON });
    expect(startPayouts()).toBe(true);
  });

  it("Bitcoin alone (the payout wallet's xpub and its Esplora node)", () => {
    const account = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/84'/1'/0'");
    settings({
      BITCOIN_ESPLORA_URL: "http://127.0.0.1:9/unreachable",
      PAYOUT_XPUB_BITCOIN: account.publicExtendedKey,
      PAYOUT_BITCOIN_FINGERPRINT: "0badf00d",
    });
    expect(startPayouts()).toBe(true);
  });

  it("an EVM hot wallet, as before; nothing configured, nothing started", () => {
    settings({
      ETHEREUM_RPC_URL: EVERYTHING.ETHEREUM_RPC_URL,
      HOT_WALLET_KEY_ETHEREUM: EVERYTHING.HOT_WALLET_KEY_ETHEREUM,
    });
    expect(startPayouts()).toBe(true);
    settings({});
    expect(startPayouts()).toBe(false);
  });
});
