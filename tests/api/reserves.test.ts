// Proof of reserves end to end: a snapshot taken while withdrawals and subscriptions run has the ledger's
// owed totals, every investor's proof (as GET /api/reserves/proof answers it) passes the standalone verifier,
// administrators are never in it, and a reserve address's EIP-191 signature is checked.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { sha256 } from "@noble/hashes/sha2";
import { createBase58check } from "@scure/base";
import { hexToBytes, keccak256, toBytes } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { GET as adminSnapshotsGet, POST as snapshotPost } from "@/app/api/admin/reserves/snapshots/route";
import { POST as signaturePost } from "@/app/api/admin/reserves/signatures/route";
import { GET as cronReserves } from "@/app/api/cron/reserves/route";
import { GET as reservesGet } from "@/app/api/reserves/route";
import { GET as proofGet } from "@/app/api/reserves/proof/route";
import { GET as historyGet } from "@/app/api/reserves/snapshots/route";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { queryRows } from "@/db/client";
import { TEST_MNEMONIC } from "@/lib/chain/anvil";
import { resetEnvCache } from "@/lib/env";
import { takeMonthlySnapshot } from "@/lib/reserves/take-monthly-snapshot";
import { MONTHLY_SNAPSHOT_CRON } from "@/lib/reserves/schedule";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";
import { createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
const base58check = createBase58check(sha256);

// The journeys' anvil node's first and second accounts: keys everybody knows, never ones that hold anything.
const reserveAccount = mnemonicToAccount(TEST_MNEMONIC);
const otherAccount = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
// A Tron key is a secp256k1 key too: its address is the same 20 bytes behind 0x41, in base58check.
const tronAccount = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 2 });
const tronAddress = base58check.encode(Uint8Array.from([0x41, ...hexToBytes(tronAccount.address)]));
const BITCOIN_RESERVE = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

const ASSET_COLUMNS = { USD: "USD", BTC: "BITCOIN", ETH: "ETHEREUM", USDT: "USDT", USDC: "USDC" } as const;

/** What the books say Apex owes all investors, per asset: balances, USD principal held by ACTIVE or PENDING
 *  subscriptions, and withdrawals neither sent nor refunded. Written here from the rule, not from lib/reserves. */
async function ledgerOwedTotals(): Promise<Record<keyof typeof ASSET_COLUMNS, string>> {
  const [row] = await queryRows<Record<string, string>>(
    db(),
    sql`select
      ${sql.join(
        Object.entries(ASSET_COLUMNS).map(
          ([key, asset]) => sql`(
          coalesce((select sum(b.amount) from balances b join users u on u.id = b.user_id
                    where u.role = 'INVESTOR' and b.asset = ${asset}), 0)
          + coalesce((select sum(w.amount) from withdrawal_requests w join users u on u.id = w.user_id
                    where u.role = 'INVESTOR' and w.asset = ${asset} and w.status in ('PENDING', 'APPROVED')), 0)
          + case when ${asset} = 'USD' then coalesce((select sum(s.amount) from subscriptions s join users u on u.id = s.user_id
                    where u.role = 'INVESTOR' and s.status in ('ACTIVE', 'PENDING')), 0) else 0 end
          )::numeric(30,8)::text as ${sql.identifier(key)}`,
        ),
        sql`, `,
      )}`,
  );
  return row as Record<keyof typeof ASSET_COLUMNS, string>;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-reserves-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The standalone verifier, run as an outside investor would: exit 0 and the root it reached. */
function verifyWithScript(proof: unknown): { ok: boolean; out: string } {
  const file = path.join(dir, `proof-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(proof));
  const run = spawnSync(process.execPath, [path.join(process.cwd(), "scripts/verify-reserves.mjs"), file], {
    encoding: "utf8",
  });
  return { ok: run.status === 0, out: run.stdout };
}

let owner: Awaited<ReturnType<typeof createUser>>;
let investors: Awaited<ReturnType<typeof createUser>>[] = [];

beforeAll(async () => {
  process.env.RESERVE_ADDRESSES = JSON.stringify([
    { network: "ETHEREUM", address: reserveAccount.address },
    { network: "TRON", address: tronAddress },
    { network: "BITCOIN", address: BITCOIN_RESERVE },
  ]);
  resetEnvCache();
  owner = await createUser({ role: "ADMIN" });
  investors = [];
  for (let i = 0; i < 6; i++) investors.push(await createUser());
  for (const [i, investor] of investors.entries()) {
    await fund(investor.user.id, "USD", `${5000 + i}.12345678`);
    await fund(investor.user.id, "BITCOIN", `0.${i + 1}0000001`);
    await fund(investor.user.id, "USDT", "700");
  }
});

afterAll(() => {
  delete process.env.RESERVE_ADDRESSES;
  resetEnvCache();
});

describe("before any snapshot", () => {
  test("GET /api/reserves answers 404 and the history is empty", async () => {
    expect((await call(reservesGet, "/api/reserves")).status).toBe(404);
    const history = await call(historyGet, "/api/reserves/snapshots");
    expect(history.status).toBe(200);
    expect(history.body.snapshots).toEqual([]);
  });
});

describe("who may take a snapshot", () => {
  test.each<["FINANCE" | "SUPPORT" | "AUDITOR", number]>([
    ["SUPPORT", 403],
    ["AUDITOR", 403],
    ["FINANCE", 200],
  ])("%s: %s", async (adminRole, status) => {
    const admin = await createUser({ role: "ADMIN", adminRole });
    expect(
      (await call(snapshotPost, "/api/admin/reserves/snapshots", { method: "POST", token: admin.token }))
        .status,
    ).toBe(status);
  });

  test("an investor may not", async () => {
    const res = await call(snapshotPost, "/api/admin/reserves/snapshots", {
      method: "POST",
      token: investors[0].token,
    });
    expect(res.status).toBe(403);
  });
});

describe("a snapshot taken while withdrawals and subscriptions run", () => {
  let snapshot: {
    snapshotId: string;
    root: { hash: string; sums: Record<string, string> };
    leafCount: number;
  };
  const totalsBefore: Record<string, string> = {};

  beforeAll(async () => {
    Object.assign(totalsBefore, await ledgerOwedTotals());
    const plans = await Promise.all(
      Array.from({ length: 4 }, () => createPlan({ minimumAmount: "100", maximumAmount: "5000" })),
    );
    // 50 operations, each of which moves value between a balance and what is held for the same investor:
    // the owed totals never change, so a snapshot that saw half of one would show it.
    const operations = Array.from({ length: 50 }, (_, i) => {
      const investor = investors[i % investors.length];
      if (i % 2 === 0) {
        return openWithdrawalRequest({
          userId: investor.user.id,
          asset: i % 4 === 0 ? "BITCOIN" : "USDT",
          amount: i % 4 === 0 ? "0.00100001" : "3.5",
          network: "test",
          address: "addr",
        }).catch(() => undefined);
      }
      const plan = plans[Math.floor(i / 2) % plans.length];
      return call(subscribeRoute, "/api/investments/subscribe", {
        token: investor.token,
        body: { planId: plan.id, asset: "USD", amount: "100" },
      });
    });
    const taking = call(snapshotPost, "/api/admin/reserves/snapshots", {
      method: "POST",
      token: owner.token,
    });
    const [res] = await Promise.all([taking, ...operations]);
    expect(res.status).toBe(200);
    snapshot = res.body;
  });

  test("some of the operations happened (else the test proves nothing)", async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from withdrawal_requests) + (select count(*) from subscriptions) as n`,
    );
    expect(Number(n)).toBeGreaterThan(10);
  });

  test("its totals equal what the ledger owes (unchanged by the operations)", async () => {
    expect(await ledgerOwedTotals()).toEqual(totalsBefore);
    expect(snapshot.root.sums).toEqual(totalsBefore);
    await expectBooksBalanced();
  });

  test("it holds every investor and no administrator", async () => {
    const [{ investorCount }] = await queryRows<{ investorCount: number }>(
      db(),
      sql`select count(*)::int as "investorCount" from users where role = 'INVESTOR'`,
    );
    expect(snapshot.leafCount).toBe(Number(investorCount));
    const admins = await queryRows<{ user_id: number }>(
      db(),
      sql`select l.user_id from reserve_snapshot_leaves l join users u on u.id = l.user_id
          where l.snapshot_id = ${snapshot.snapshotId} and u.role <> 'INVESTOR'`,
    );
    expect(admins).toEqual([]);
    expect((await call(proofGet, "/api/reserves/proof", { token: owner.token })).status).toBe(403);
  });

  test("every investor's proof verifies with the standalone verifier against the published root", async () => {
    const published = await call(reservesGet, "/api/reserves");
    expect(published.status).toBe(200);
    expect(published.body.snapshotId).toBe(snapshot.snapshotId);
    expect(published.body.root).toEqual(snapshot.root);
    const proofs = await queryRows<{ id: number }>(
      db(),
      sql`select user_id as id from reserve_snapshot_leaves where snapshot_id = ${snapshot.snapshotId}`,
    );
    expect(proofs.length).toBe(snapshot.leafCount);
    for (const investor of investors) {
      const res = await call(proofGet, "/api/reserves/proof", { token: investor.token });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe("apex-por-v1");
      expect(res.body.root).toEqual(published.body.root);
      const { ok, out } = verifyWithScript(res.body);
      expect(ok).toBe(true);
      expect(out).toContain(`root reached: ${published.body.root.hash}`);
    }
  });

  test("an investor's amounts in the proof are what they are owed", async () => {
    const investor = investors[1];
    const res = await call(proofGet, "/api/reserves/proof", { token: investor.token });
    const [owed] = await queryRows<{ usd: string; btc: string }>(
      db(),
      sql`select
        ((select amount from balances where user_id = ${investor.user.id} and asset = 'USD')
          + coalesce((select sum(amount) from subscriptions where user_id = ${investor.user.id} and status in ('ACTIVE', 'PENDING')), 0))::numeric(30,8)::text as usd,
        ((select amount from balances where user_id = ${investor.user.id} and asset = 'BITCOIN')
          + coalesce((select sum(amount) from withdrawal_requests where user_id = ${investor.user.id} and asset = 'BITCOIN' and status in ('PENDING', 'APPROVED')), 0))::numeric(30,8)::text as btc`,
    );
    expect(res.body.leaf.amounts.USD).toBe(owed.usd);
    expect(res.body.leaf.amounts.BTC).toBe(owed.btc);
  });

  test("an investor who joined after it is not in it: 404", async () => {
    const late = await createUser();
    expect((await call(proofGet, "/api/reserves/proof", { token: late.token })).status).toBe(404);
  });

  test("the history and the back office list it", async () => {
    const history = await call(historyGet, "/api/reserves/snapshots");
    expect(history.body.snapshots[0]).toEqual({
      snapshotId: snapshot.snapshotId,
      takenAt: expect.any(String),
      root: snapshot.root,
      leafCount: snapshot.leafCount,
    });
    const list = await call(adminSnapshotsGet, "/api/admin/reserves/snapshots", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.snapshots[0].snapshotId).toBe(snapshot.snapshotId);
    const [audit] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_entries where action = 'RESERVES_SNAPSHOT' and admin_id = ${owner.user.id}`,
    );
    expect(Number(audit.n)).toBeGreaterThan(0);
  });
});

describe("reserve signatures", () => {
  let snapshotId: string;
  const upload = (body: Record<string, unknown>) =>
    call(signaturePost, "/api/admin/reserves/signatures", { token: owner.token, body });

  beforeAll(async () => {
    const res = await call(snapshotPost, "/api/admin/reserves/snapshots", {
      method: "POST",
      token: owner.token,
    });
    snapshotId = res.body.snapshotId;
  });

  test("the listed address is published unsigned, its balance not read without a node", async () => {
    const res = await call(reservesGet, "/api/reserves");
    const mine = res.body.reserves.filter((r: { address: string }) => r.address === reserveAccount.address);
    expect(mine.length).toBeGreaterThan(0);
    expect(
      mine.every((r: { signed: boolean; amount: string | null }) => !r.signed && r.amount === null),
    ).toBe(true);
  });

  test("a wrong EIP-191 signature is refused with why, and nothing is kept", async () => {
    const message = `Apex proof of reserves ${snapshotId} ${reserveAccount.address}`;
    const byOther = await otherAccount.signMessage({ message });
    const wrongMessage = await reserveAccount.signMessage({ message: `${message} ` });
    for (const signature of [byOther, wrongMessage, "0x1234"]) {
      const res = await upload({
        snapshotId,
        network: "ETHEREUM",
        address: reserveAccount.address,
        signature,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const notListed = await upload({
      snapshotId,
      network: "ETHEREUM",
      address: otherAccount.address,
      signature: byOther,
    });
    expect(notListed.status).toBe(400);
    const published = await call(reservesGet, "/api/reserves");
    expect(published.body.reserves.some((r: { signed: boolean }) => r.signed)).toBe(false);
  });

  test("the address's EIP-191 signature verifies and is published as signed", async () => {
    const signature = await reserveAccount.signMessage({
      message: `Apex proof of reserves ${snapshotId} ${reserveAccount.address}`,
    });
    const res = await upload({ snapshotId, network: "ETHEREUM", address: reserveAccount.address, signature });
    expect(res.status).toBe(200);
    expect(res.body.signed).toBe(true);
    const published = await call(reservesGet, "/api/reserves");
    const mine = published.body.reserves.filter(
      (r: { address: string }) => r.address === reserveAccount.address,
    );
    expect(mine.every((r: { signed: boolean }) => r.signed)).toBe(true);
  });

  test("Tron: the address's signMessageV2 signature verifies; another key's is refused", async () => {
    const message = `Apex proof of reserves ${snapshotId} ${tronAddress}`;
    // TronWeb's signMessageV2, written from its definition: keccak-256 of the prefixed message, signed raw.
    const hash = keccak256(toBytes(`\x19TRON Signed Message:\n${toBytes(message).length}${message}`));
    const byOther = await otherAccount.sign({ hash });
    expect(
      (await upload({ snapshotId, network: "TRON", address: tronAddress, signature: byOther })).status,
    ).toBe(400);
    const signature = await tronAccount.sign({ hash });
    const res = await upload({ snapshotId, network: "TRON", address: tronAddress, signature });
    expect(res.status).toBe(200);
    const published = await call(reservesGet, "/api/reserves");
    expect(published.body.reserves).toContainEqual(
      expect.objectContaining({ network: "TRON", address: tronAddress, signed: true, amount: null }),
    );
  });

  test("a Bitcoin signature that is not the address's is refused, saying so (reserve-signatures-bitcoin.test.ts)", async () => {
    const res = await upload({
      snapshotId,
      network: "BITCOIN",
      address: BITCOIN_RESERVE,
      // 65 bytes behind a BIP-137 header, but no signature of anything.
      signature: `I${"A".repeat(86)}=`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The signature is not the address's BIP-137 signature/);
  });

  test("a support administrator may not upload one", async () => {
    const support = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
    const res = await call(signaturePost, "/api/admin/reserves/signatures", {
      token: support.token,
      body: { snapshotId, network: "ETHEREUM", address: reserveAccount.address, signature: "0x" },
    });
    expect(res.status).toBe(403);
  });
});

describe("the monthly snapshot", () => {
  const bearer = { authorization: "Bearer test-cron-secret" };

  test("GET /api/cron/reserves needs the cron secret", async () => {
    expect((await call(cronReserves, "/api/cron/reserves")).status).toBe(401);
  });

  test("queues one job a month however often it is called; the job takes one snapshot", async () => {
    const before = await call(historyGet, "/api/reserves/snapshots");
    const first = await call(cronReserves, "/api/cron/reserves", { headers: bearer });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ queued: true });
    expect((await call(cronReserves, "/api/cron/reserves", { headers: bearer })).body).toEqual({
      queued: false,
    });
    await runQueuedJobs();
    // A retry of the month's job (as after a crash before it was marked done) takes no second snapshot.
    await takeMonthlySnapshot({ month: new Date().toISOString().slice(0, 7) });
    const after = await call(historyGet, "/api/reserves/snapshots");
    expect(after.body.snapshots).toHaveLength(before.body.snapshots.length + 1);
    const [scheduled] = await queryRows<{ taken_by: number | null }>(
      db(),
      sql`select taken_by from reserve_snapshots where id = ${after.body.snapshots[0].snapshotId}`,
    );
    expect(scheduled.taken_by).toBeNull();
  });

  test("the schedule is the 1st of the month at 00:00", () => {
    expect(MONTHLY_SNAPSHOT_CRON).toBe("0 0 1 * *");
    const vercel = JSON.parse(fs.readFileSync(path.join(process.cwd(), "vercel.json"), "utf8"));
    expect(vercel.crons).toContainEqual({ path: "/api/cron/reserves", schedule: MONTHLY_SNAPSHOT_CRON });
  });
});
