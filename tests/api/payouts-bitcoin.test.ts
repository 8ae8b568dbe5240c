// Bitcoin withdrawals paid by a batch signed offline, against an Esplora node answering recorded shapes over
// HTTP: approval queues the payout; the back office exports the batch as a PSBT; a signed transaction paying
// another amount is refused; the right one is recorded, broadcast and BROADCAST; 6 confirmations complete it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2wpkh, RawTx, TEST_NETWORK, Transaction } from "@scure/btc-signer";
import { payoutBatches, payouts, withdrawalRequests } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { advancePayouts } from "@/lib/payouts/advance-payouts";
import { buildPayoutPsbt, walletKey } from "@/lib/payouts/bitcoin/build-psbt";
import { payoutWallet } from "@/lib/payouts/bitcoin/payout-wallet";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { POST as exportBatch } from "@/app/api/admin/payouts/bitcoin/batches/route";
import { POST as uploadSigned } from "@/app/api/admin/payouts/bitcoin/batches/[id]/signed/route";
import { GET as listWithdrawals } from "@/app/api/withdrawals/route";
import { setupTestDb } from "../helpers/db";
import {
  fundingCoin,
  fundingTransactionAnswer,
  fundingTransactionBytes,
} from "../helpers/esplora-fixture-node";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

// The BIP39 test mnemonic with test-network key versions: its account key reads tpub….
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
const payee = p2wpkh(HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).publicKey!, TEST_NETWORK).address!;

// The wallet's one coin, paid by a real transaction the node serves whole (GET /tx/:txid/hex).
const COIN = fundingCoin("receive-0");
const answers = new Map<string, unknown>();
const posted: string[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? "").replace(/^\/testnet\/api/, "");
    if (req.method === "POST" && path === "/tx") {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        posted.push(body);
        res.end(Transaction.fromRaw(Buffer.from(body, "hex")).id);
      });
      return;
    }
    if (answers.has(path)) return res.end(JSON.stringify(answers.get(path)));
    const funding = fundingTransactionAnswer(path);
    if (funding) {
      res.statusCode = funding.status;
      return res.end(funding.body);
    }
    if (/^\/address\/[^/]+$/.test(path))
      return res.end(JSON.stringify({ chain_stats: { tx_count: 0 }, mempool_stats: { tx_count: 0 } }));
    if (/^\/address\/[^/]+\/utxo$/.test(path)) return res.end("[]");
    res.statusCode = 404;
    res.end("Transaction not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    BITCOIN_ESPLORA_URL: `http://127.0.0.1:${port}/testnet/api`,
    BITCOIN_CONFIRMATIONS: "6",
    PAYOUT_XPUB_BITCOIN: master.derive("m/84'/1'/0'").publicExtendedKey,
    PAYOUT_BITCOIN_FINGERPRINT: master.fingerprint.toString(16).padStart(8, "0"),
  });
  resetEnvCache();
  // The wallet holds one coin at its first receiving address.
  const wallet = payoutWallet()!;
  const first = walletKey(wallet, 0, 0).payment.address!;
  answers.set(`/address/${first}`, { chain_stats: { tx_count: 1 }, mempool_stats: { tx_count: 0 } });
  answers.set(`/address/${first}/utxo`, [
    { txid: COIN.txid, vout: COIN.vout, value: 1_000_000, status: { confirmed: true, block_height: 90 } },
  ]);
  answers.set("/fee-estimates", { "2": 15, "6": 4.5 });
});

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

test("approve → export the PSBT → a wrong signed transaction refused → the right one BROADCAST → COMPLETED at 6", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const { user, token } = await createUser();
  await fund(user.id, "BITCOIN", "1");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "BITCOIN",
    amount: "0.004",
    network: "Bitcoin Network",
    address: payee,
  });
  await approveWithdrawal(request.id, admin.user.id);
  const [queued] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, request.id));
  expect(queued).toMatchObject({
    chain: "BITCOIN",
    state: "QUEUED",
    batchId: null,
    requiredConfirmations: 6,
  });
  // The EVM engine leaves it alone.
  expect(await advancePayouts()).toEqual([]);

  const exported = await call(exportBatch, "/api/admin/payouts/bitcoin/batches", {
    method: "POST",
    body: {},
    token: admin.token,
  });
  expect(exported.status).toBe(200);
  expect(exported.body.batch.withdrawals).toEqual([request.id]);
  const psbt = Uint8Array.from(Buffer.from(exported.body.batch.psbt, "base64"));
  // What hardware wallets require of a SegWit input: the whole previous transaction beside its output.
  const input = Transaction.fromPSBT(psbt).getInput(0);
  expect(input.witnessUtxo).toMatchObject({ amount: 1_000_000n });
  expect(Transaction.fromRaw(RawTx.encode(input.nonWitnessUtxo!)).id).toBe(COIN.txid);
  const signer = master as unknown as Parameters<Transaction["sign"]>[0];

  // Signed, but paying 1,000 sat less than approved.
  const wallet = payoutWallet()!;
  const short = buildPayoutPsbt({
    wallet,
    utxos: [COIN],
    payouts: [{ id: request.id, address: payee, amount: 399_000n }],
    feeRate: 4.5,
    changeIndex: 0,
    previousTxs: fundingTransactionBytes,
  });
  const wrong = Transaction.fromPSBT(short.psbt);
  wrong.sign(signer);
  const path = `/api/admin/payouts/bitcoin/batches/${exported.body.batch.id}/signed`;
  const params = { id: String(exported.body.batch.id) };
  const refused = await call(uploadSigned, path, {
    method: "POST",
    body: { signed: Buffer.from(wrong.toPSBT()).toString("base64") },
    token: admin.token,
    params,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(
    `The signed transaction is refused: withdrawal ${request.id} is paid 399000 sat instead of 400000 sat`,
  );
  expect(posted).toHaveLength(0);

  const tx = Transaction.fromPSBT(psbt);
  tx.sign(signer);
  const accepted = await call(uploadSigned, path, {
    method: "POST",
    body: { signed: Buffer.from(tx.toPSBT()).toString("base64") },
    token: admin.token,
    params,
  });
  expect(accepted.status).toBe(200);
  const txid = exported.body.batch.txid;
  expect(accepted.body.batch).toEqual({
    id: exported.body.batch.id,
    txid,
    state: "BROADCAST",
    refusal: null,
  });
  expect(posted).toHaveLength(1);
  expect(Transaction.fromRaw(Buffer.from(posted[0]!, "hex")).id).toBe(txid);
  const [sent] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
  expect(sent).toMatchObject({ status: "BROADCAST", txHash: txid });

  // A second upload of the same batch is refused: it is no longer waiting.
  const again = await call(uploadSigned, path, {
    method: "POST",
    body: { signed: Buffer.from(tx.toPSBT()).toString("base64") },
    token: admin.token,
    params,
  });
  expect(again.status).toBe(409);

  // Mined at 100; the tip at 104 is 5 confirmations, 105 makes 6.
  answers.set(`/tx/${txid}/status`, { confirmed: true, block_height: 100 });
  answers.set("/blocks/tip/height", 104);
  expect(await advancePayouts()).toEqual([{ id: request.id, status: "BROADCAST", txHash: txid }]);
  answers.set("/blocks/tip/height", 105);
  expect(await advancePayouts()).toEqual([{ id: request.id, status: "COMPLETED", txHash: txid }]);
  const mine = await call(listWithdrawals, "/api/withdrawals", { token });
  expect(mine.body.withdrawalRequests[0]).toMatchObject({
    status: "COMPLETED",
    txHash: txid,
    explorerUrl: `https://mempool.space/tx/${txid}`,
  });
  const [batch] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, exported.body.batch.id));
  expect(batch.state).toBe("COMPLETED");
  expect(await advancePayouts()).toEqual([]);
});

test("an export while the Bitcoin node is down answers 502 saying so, and builds no batch", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const { user } = await createUser();
  await fund(user.id, "BITCOIN", "1");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "BITCOIN",
    amount: "0.002",
    network: "Bitcoin Network",
    address: payee,
  });
  await approveWithdrawal(request.id, admin.user.id);
  const reachable = process.env.BITCOIN_ESPLORA_URL;
  // Port 9 (discard) on loopback: nothing listens, so the connection is refused at once.
  process.env.BITCOIN_ESPLORA_URL = "http://127.0.0.1:9/testnet/api";
  resetEnvCache();
  try {
    const exported = await call(exportBatch, "/api/admin/payouts/bitcoin/batches", {
      method: "POST",
      body: {},
      token: admin.token,
    });
    expect(exported.status).toBe(502);
    expect(exported.body).toMatchObject({
      message: "The blockchain node did not answer. Please try again in a minute.",
    });
    expect(JSON.stringify(exported.body)).not.toContain("127.0.0.1");
  } finally {
    process.env.BITCOIN_ESPLORA_URL = reachable;
    resetEnvCache();
  }
  const [queued] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, request.id));
  expect(queued).toMatchObject({ state: "QUEUED", batchId: null });
});
