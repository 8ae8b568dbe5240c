// What Bitcoin payouts do beyond a batch that confirms, against an Esplora node answering the recorded shapes
// in tests/fixtures/chain/bitcoin-payouts: the wallet's balance (confirmed and unconfirmed) on the hot wallets
// route; an exported batch cancelled by hand, its withdrawal queued again; a broadcast batch the node refuses
// stays sent while any version of it could still confirm, and is FAILED and refunded once when one of its coins
// is spent by another transaction buried at BITCOIN_CONFIRMATIONS.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2wpkh, TEST_NETWORK, Transaction } from "@scure/btc-signer";
import { payoutBatches, payouts, withdrawalRequests } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
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
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const DIR = path.join(__dirname, "../fixtures/chain/bitcoin-payouts");
const text = (name: string) => readFileSync(path.join(DIR, name), "utf8");
const fixture = (name: string) => JSON.parse(text(name)) as Record<string, unknown>;

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
const payee = p2wpkh(HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).publicKey!, TEST_NETWORK).address!;
const COIN = fundingCoin("receive-0").txid;

const answers = new Map<string, unknown>();
const node = { reject: null as string | null, posted: [] as string[] };
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? "";
    if (req.method === "POST" && url === "/tx") {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        node.posted.push(body);
        if (node.reject) {
          res.statusCode = 400;
          return res.end(node.reject);
        }
        res.end(Transaction.fromRaw(Buffer.from(body, "hex")).id);
      });
      return;
    }
    if (answers.has(url)) return res.end(JSON.stringify(answers.get(url)));
    const funding = fundingTransactionAnswer(url);
    if (funding) {
      res.statusCode = funding.status;
      return res.end(funding.body);
    }
    if (/^\/address\/[^/]+$/.test(url))
      return res.end(JSON.stringify({ chain_stats: { tx_count: 0 }, mempool_stats: { tx_count: 0 } }));
    if (/^\/address\/[^/]+\/utxo$/.test(url)) return res.end("[]");
    if (/^\/tx\/[^/]+\/outspend\/\d+$/.test(url))
      return res.end(JSON.stringify(fixture("outspend-unspent.json")));
    res.statusCode = 404;
    res.end("Transaction not found");
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
  // A confirmed coin at the first receiving address, and change of 50,000 sat still in the pool.
  const wallet = payoutWallet()!;
  const receive = walletKey(wallet, 0, 0).payment.address!;
  const change = walletKey(wallet, 1, 0).payment.address!;
  for (const address of [receive, change])
    answers.set(`/address/${address}`, { chain_stats: { tx_count: 1 }, mempool_stats: { tx_count: 0 } });
  answers.set(`/address/${receive}/utxo`, [
    { txid: COIN, vout: 0, value: 1_000_000, status: { confirmed: true, block_height: 90 } },
  ]);
  answers.set(
    `/address/${change}/utxo`,
    (fixture("utxo-unconfirmed.json") as unknown as object[]).map((u) => ({
      ...u,
      txid: fundingCoin("change-0").txid,
      vout: fundingCoin("change-0").vout,
    })),
  );
  answers.set("/fee-estimates", { "6": 4.5 });
  answers.set("/blocks/tip/height", 100);
});

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

async function approved(amount: string) {
  const admin = await createUser({ role: "ADMIN" });
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
  return { admin, user, request };
}

const exported = async (token: string) => {
  const answer = await call(exportBatch, "/api/admin/payouts/bitcoin/batches", {
    method: "POST",
    body: {},
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.batch as { id: number; txid: string; psbt: string; withdrawals: number[] };
};

test("the wallet's balance, and an exported batch cancelled by hand: its withdrawal waits for the next export", async () => {
  const { admin, request } = await approved("0.002");
  const wallets = await call(hotWallets, "/api/admin/payouts/wallets", { token: admin.token });
  expect(wallets.body.bitcoin).toMatchObject({
    queued: 1,
    balance: { confirmed: "0.01", unconfirmed: "0.0005" },
    balanceError: null,
  });

  const first = await exported(admin.token);
  const cancel = (id: number) =>
    call(cancelBatch, `/api/admin/payouts/bitcoin/batches/${id}/cancel`, {
      method: "POST",
      body: {},
      token: admin.token,
      params: { id: String(id) },
    });
  const cancelled = await cancel(first.id);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.batch).toEqual({ id: first.id, state: "CANCELLED", withdrawals: [request.id] });
  const [payout] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, request.id));
  expect(payout).toMatchObject({ state: "QUEUED", batchId: null });
  expect((await cancel(first.id)).status).toBe(409);
  expect((await cancel(first.id + 1000)).status).toBe(404);

  const second = await exported(admin.token);
  expect(second.withdrawals).toEqual([request.id]);
  expect((await cancel(second.id)).status).toBe(200);
});

test("a refused batch stays sent while a version of it could confirm; its coin spent 6 deep → FAILED and refunded once", async () => {
  const { admin, user, request } = await approved("0.004");
  const batch = await exported(admin.token);
  // With the first test's withdrawal, queued again: two withdrawals to one address, each paid its own amount.
  expect(batch.withdrawals).toHaveLength(2);
  const steps = (status: string) =>
    batch.withdrawals.map((id) => ({ id, status, txHash: batch.txid })).sort((a, b) => a.id - b.id);
  const advanced = async () => (await advancePayouts()).sort((a, b) => a.id - b.id);
  const tx = Transaction.fromPSBT(Uint8Array.from(Buffer.from(batch.psbt, "base64")));
  tx.sign(master as unknown as Parameters<Transaction["sign"]>[0]);
  const upload = await call(uploadSigned, `/api/admin/payouts/bitcoin/batches/${batch.id}/signed`, {
    method: "POST",
    body: { signed: Buffer.from(tx.toPSBT()).toString("base64") },
    token: admin.token,
    params: { id: String(batch.id) },
  });
  expect(upload.status).toBe(200);
  expect(await balanceOf(user.id, "BITCOIN")).toBe("0.996");

  // The node refuses it as badly signed and its coin is unspent: a correctly signed copy could still be mined.
  node.reject = text("broadcast-invalid-signature.txt");
  expect(await advanced()).toEqual(steps("BROADCAST"));
  const [refused] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, request.id));
  expect(refused.state).toBe("BROADCAST");
  expect(refused.lastError).toMatch(
    /^The node refused the transaction: .*mandatory-script-verify-flag-failed/,
  );

  // Its coin spent by another transaction mined at 100: at 3 confirmations a reorganisation could undo that.
  node.reject = text("broadcast-missingorspent.txt");
  answers.set(`/tx/${COIN}/outspend/0`, { ...fixture("outspend-spent.json"), txid: "e".repeat(64) });
  answers.set("/blocks/tip/height", 102);
  expect(await advanced()).toEqual(steps("BROADCAST"));
  expect(await balanceOf(user.id, "BITCOIN")).toBe("0.996");

  answers.set("/blocks/tip/height", 105);
  expect(await advanced()).toEqual(steps("FAILED"));
  const [failed] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
  expect(failed).toMatchObject({
    status: "FAILED",
    failureReason: `Its coins were spent by another transaction (${"e".repeat(64)})`,
  });
  expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
  const [row] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
  expect(row.state).toBe("CANCELLED");
  // Nothing left to follow, and the refund is not given twice.
  expect(await advancePayouts()).toEqual([]);
  expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
});
