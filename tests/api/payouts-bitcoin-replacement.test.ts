// A cancelled Bitcoin batch may still confirm (its signed copy broadcast outside Apex, or a refused one taken by
// another node): the batch that pays its withdrawals again spends one of its coins, so at most one of the two
// can ever confirm, and while none of its coins is left unspent its withdrawals are held, not paid again. A
// signed batch the node refuses keeps the node's reason on the batch (the back office's card shows it) and may
// be cancelled. Against an Esplora node serving the wallet's real funding transactions
// (tests/fixtures/chain/bitcoin-payouts).
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2wpkh, TEST_NETWORK, Transaction } from "@scure/btc-signer";
import { auditEntries, payoutBatches, payouts, withdrawalRequests } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { setLogSink } from "@/lib/log/logger";
import { advancePayouts } from "@/lib/payouts/advance-payouts";
import { walletKey } from "@/lib/payouts/bitcoin/build-psbt";
import { payoutWallet } from "@/lib/payouts/bitcoin/payout-wallet";
import { forgetBitcoinBalance } from "@/lib/payouts/bitcoin/wallet-balance";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { POST as exportBatch } from "@/app/api/admin/payouts/bitcoin/batches/route";
import { POST as cancelBatch } from "@/app/api/admin/payouts/bitcoin/batches/[id]/cancel/route";
import { POST as uploadSigned } from "@/app/api/admin/payouts/bitcoin/batches/[id]/signed/route";
import { GET as hotWallets } from "@/app/api/admin/payouts/wallets/route";
import { setupTestDb } from "../helpers/db";
import { fundingCoin, fundingTransactionAnswer } from "../helpers/esplora-fixture-node";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const DIR = path.join(__dirname, "../fixtures/chain/bitcoin-payouts");
const text = (name: string) => readFileSync(path.join(DIR, name), "utf8");

const master = HDKey.fromMasterSeed(
  mnemonicToSeedSync(
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  ),
  { private: 0x04358394, public: 0x043587cf },
);
const SETTINGS = [
  "BITCOIN_ESPLORA_URL",
  "BITCOIN_CONFIRMATIONS",
  "PAYOUT_XPUB_BITCOIN",
  "PAYOUT_BITCOIN_FINGERPRINT",
];
const payee = p2wpkh(HDKey.fromMasterSeed(new Uint8Array(32).fill(8)).publicKey!, TEST_NETWORK).address!;
// 1,000,000 sat at receiving address 0, 2,000,000 at 1; 5,000,000 at 2 arrives later.
const SMALL = fundingCoin("receive-0");
const LARGE = fundingCoin("receive-1");
const LATER = fundingCoin("receive-2");
type Coin = typeof SMALL;
const key = (c: { txid: string; vout: number }) => `${c.txid}:${c.vout}`;

const answers = new Map<string, unknown>();
const node = { reject: null as string | null, posted: [] as string[], coins: [SMALL, LARGE] as Coin[] };
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = req.url ?? "";
      if (req.method === "POST" && url === "/tx") {
        node.posted.push(body);
        if (node.reject) {
          res.statusCode = 400;
          return res.end(node.reject);
        }
        return res.end(Transaction.fromRaw(Buffer.from(body, "hex")).id);
      }
      if (answers.has(url)) return res.end(JSON.stringify(answers.get(url)));
      const funding = fundingTransactionAnswer(url);
      if (funding) {
        res.statusCode = funding.status;
        return res.end(funding.body);
      }
      const address = /^\/address\/([^/]+)(\/utxo)?$/.exec(url);
      if (address) {
        const wallet = payoutWallet()!;
        const held = node.coins.filter(
          (c) => walletKey(wallet, c.chain, c.index).payment.address === address[1],
        );
        if (address[2])
          return res.end(
            JSON.stringify(
              held.map((c) => ({
                txid: c.txid,
                vout: c.vout,
                value: Number(c.value),
                status: { confirmed: true },
              })),
            ),
          );
        return res.end(
          JSON.stringify({ chain_stats: { tx_count: held.length }, mempool_stats: { tx_count: 0 } }),
        );
      }
      if (/^\/tx\/[^/]+\/outspend\/\d+$/.test(url)) return res.end(text("outspend-unspent.json"));
      res.statusCode = 404;
      res.end("Transaction not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    BITCOIN_ESPLORA_URL: `http://127.0.0.1:${port}`,
    BITCOIN_CONFIRMATIONS: "6",
    PAYOUT_XPUB_BITCOIN: master.derive("m/84'/1'/0'").publicExtendedKey,
    PAYOUT_BITCOIN_FINGERPRINT: master.fingerprint.toString(16).padStart(8, "0"),
  });
  resetEnvCache();
  forgetBitcoinBalance();
  answers.set("/fee-estimates", { "6": 2 });
  answers.set("/blocks/tip/height", 100);
});

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
});

async function approved(amount: string) {
  const { user } = await createUser();
  await fund(user.id, "BITCOIN", "1");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "BITCOIN",
    amount,
    network: "Bitcoin Network",
    address: payee,
  });
  await approveWithdrawal(request.id, admin.user.id);
  return request;
}

type Exported = { id: number; txid: string; psbt: string; withdrawals: number[] };
const exportNow = () =>
  call(exportBatch, "/api/admin/payouts/bitcoin/batches", { method: "POST", body: {}, token: admin.token });
const cancel = (id: number) =>
  call(cancelBatch, `/api/admin/payouts/bitcoin/batches/${id}/cancel`, {
    method: "POST",
    body: {},
    token: admin.token,
    params: { id: String(id) },
  });
const spentCoins = (batch: Exported) => {
  const tx = Transaction.fromPSBT(Uint8Array.from(Buffer.from(batch.psbt, "base64")));
  return Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return `${Buffer.from(input.txid!).toString("hex")}:${input.index}`;
  });
};

let first: Exported;
let second: Exported;
let w1: number;
let w2: number;

test("the batch replacing a cancelled one spends one of its coins, even when a larger coin would do alone", async () => {
  w1 = (await approved("0.004")).id;
  const exported = await exportNow();
  expect(exported.status).toBe(200);
  first = exported.body.batch;
  expect(spentCoins(first)).toEqual([key(LARGE)]);
  expect((await cancel(first.id)).status).toBe(200);
  // The cancel is the administrator's act, in the audit trail like every other.
  const trail = await db().select().from(auditEntries).where(eq(auditEntries.action, "PAYOUT_BATCH_CANCEL"));
  expect(trail).toEqual([
    expect.objectContaining({
      adminId: admin.user.id,
      detailsCode: "PAYOUT_BATCH_CANCELLED",
      detailsParams: { batch: first.id, withdrawals: 1 },
      details: `Bitcoin payout batch #${first.id} cancelled: 1 withdrawal waits for the next batch`,
    }),
  ]);

  // A larger coin arrives and another withdrawal is approved: largest-first alone would spend only the new coin.
  node.coins = [SMALL, LARGE, LATER];
  w2 = (await approved("0.002")).id;
  const replaced = await exportNow();
  expect(replaced.status).toBe(200);
  second = replaced.body.batch;
  expect(second.withdrawals.sort((a, b) => a - b)).toEqual([w1, w2]);
  expect(spentCoins(second)).toContain(key(LARGE));
  const [payout] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, w1));
  expect(payout.afterBatches).toEqual([first.id]);
});

test("a signed batch the node refuses keeps its reason, is shown to the back office, and can be cancelled", async () => {
  const tx = Transaction.fromPSBT(Uint8Array.from(Buffer.from(second.psbt, "base64")));
  tx.sign(master as unknown as Parameters<Transaction["sign"]>[0]);
  node.reject = text("broadcast-invalid-signature.txt");
  const logged: { level: string; area?: string; msg: string }[] = [];
  setLogSink({ write: (line) => logged.push(JSON.parse(line)) });
  const refusals = () => logged.filter((l) => l.area === "payouts" && l.level === "warn");
  const upload = await call(uploadSigned, `/api/admin/payouts/bitcoin/batches/${second.id}/signed`, {
    method: "POST",
    body: { signed: Buffer.from(tx.toPSBT()).toString("base64") },
    token: admin.token,
    params: { id: String(second.id) },
  });
  expect(upload.status).toBe(200);
  expect(upload.body.batch.refusal).toMatch(/mandatory-script-verify-flag-failed/);
  // Logged once, not at every resend.
  expect(refusals()).toHaveLength(1);
  expect(refusals()[0]!.msg).toContain(`Bitcoin payout batch ${second.id}: the node refused`);
  const [row] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, second.id));
  expect(row).toMatchObject({ state: "BROADCAST", refusal: upload.body.batch.refusal });
  expect(row.refusedAt).toBeInstanceOf(Date);

  await advancePayouts();
  expect(refusals()).toHaveLength(1);
  setLogSink(null);
  const wallets = await call(hotWallets, "/api/admin/payouts/wallets", { token: admin.token });
  expect(wallets.body.bitcoin.refused).toEqual([
    { id: second.id, txid: second.txid, refusal: row.refusal, refusedAt: row.refusedAt!.toISOString() },
  ]);

  // Cancelled: its withdrawals wait for a batch again, and that batch must spend one of its coins.
  const cancelled = await cancel(second.id);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.batch.withdrawals.sort((a: number, b: number) => a - b)).toEqual([w1, w2]);
  const requests = await db()
    .select()
    .from(withdrawalRequests)
    .where(inArray(withdrawalRequests.id, [w1, w2]));
  expect(requests.map((r) => [r.status, r.txHash])).toEqual([
    ["APPROVED", null],
    ["APPROVED", null],
  ]);
  const [payout] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, w1));
  expect(payout).toMatchObject({ state: "QUEUED", batchId: null, afterBatches: [first.id, second.id] });
  expect(
    (await call(hotWallets, "/api/admin/payouts/wallets", { token: admin.token })).body.bitcoin.refused,
  ).toEqual([]);
  node.reject = null;
});

test("while none of a cancelled batch's coins is unspent its withdrawals are held; the others are paid", async () => {
  // The operator broadcast the cancelled batch after all: its coin is spent, in the node's pool.
  node.coins = [SMALL, LATER];
  answers.set(`/tx/${second.txid}/status`, { confirmed: false });
  answers.set(`/tx/${LARGE.txid}/outspend/${LARGE.vout}`, {
    spent: true,
    txid: second.txid,
    vin: 0,
    status: { confirmed: false },
  });
  const w3 = (await approved("0.001")).id;
  const exported = await exportNow();
  expect(exported.status).toBe(200);
  expect(exported.body.batch.withdrawals).toEqual([w3]);
  const held = await db()
    .select()
    .from(payouts)
    .where(inArray(payouts.withdrawalRequestId, [w1, w2]));
  for (const p of held) {
    expect(p).toMatchObject({ state: "QUEUED", batchId: null });
    expect(p.lastError).toBe(
      `Held: cancelled Bitcoin batch ${second.id}'s transaction ${second.txid} was broadcast and pays it`,
    );
  }
  // Its coin spent by another transaction 6 blocks deep: the cancelled batch can never confirm, and the
  // withdrawals are paid again (from any coin: they owe that batch nothing more).
  expect((await cancel(exported.body.batch.id)).status).toBe(200);
  answers.delete(`/tx/${second.txid}/status`);
  answers.set(`/tx/${LARGE.txid}/outspend/${LARGE.vout}`, {
    spent: true,
    txid: "e".repeat(64),
    vin: 0,
    status: { confirmed: true, block_height: 95 },
  });
  const again = await exportNow();
  expect(again.status).toBe(200);
  expect(again.body.batch.withdrawals.sort((a: number, b: number) => a - b)).toEqual([w1, w2, w3]);
});
