// Signed payout batches of ordinary size come back whole: a signed Tron export of 50 transfers and a Bitcoin PSBT
// of 100 inputs (each carrying its whole previous transaction, as hardware wallets require) are far above the
// default 8 kB body cap, and each upload route's cap is what its schema lets through. The Bitcoin node serves
// the wallet's real funding transactions (tests/fixtures/chain/bitcoin-payouts/funding-transactions.json).
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { secp256k1 } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha2";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2wpkh, RawTx, TEST_NETWORK, Transaction } from "@scure/btc-signer";
import { eq } from "drizzle-orm";
import { payoutBatches, payouts } from "@/db/schema";
import { tronBase58Address } from "@/lib/deposits/watch/sources/tron-source";
import { resetEnvCache } from "@/lib/env";
import { payoutWallet } from "@/lib/payouts/bitcoin/payout-wallet";
import { walletKey } from "@/lib/payouts/bitcoin/build-psbt";
import { forgetBitcoinBalance } from "@/lib/payouts/bitcoin/wallet-balance";
import type { TronTransaction } from "@/lib/payouts/tron/tron-api";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { POST as exportBitcoin } from "@/app/api/admin/payouts/bitcoin/batches/route";
import { POST as uploadBitcoin } from "@/app/api/admin/payouts/bitcoin/batches/[id]/signed/route";
import { POST as exportTron } from "@/app/api/admin/payouts/tron/batches/route";
import { POST as uploadTron } from "@/app/api/admin/payouts/tron/batches/[id]/signed/route";
import { setupTestDb } from "../helpers/db";
import { fundingTransactionAnswer, fundingTransactions } from "../helpers/esplora-fixture-node";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

// ---- Tron: the recorded node answers, a head that does not move ----
const TRON_DIR = path.join(__dirname, "../fixtures/chain/tron-payouts");
const tronFixture = (name: string) =>
  JSON.parse(readFileSync(path.join(TRON_DIR, name), "utf8")) as Record<string, unknown>;
const keyOf = (seed: string) => sha256(new TextEncoder().encode(seed));
const tronAddressOf = (key: Uint8Array) =>
  "41" + bytesToHex(keccak_256(secp256k1.getPublicKey(key, false).slice(1)).slice(12));
const payoutKey = keyOf("apex tron payout test key");
const OWNER = tronAddressOf(payoutKey);
const USDT = "41a614f803b6fd780986a42c78ec9c7f77e6ded13c";
const template = tronFixture("getnowblock.json") as { block_header: { raw_data: Record<string, unknown> } };
const H = template.block_header.raw_data.number as number;
const T = template.block_header.raw_data.timestamp as number;
const tronBlock = (n: number) => ({
  ...template,
  blockID: n.toString(16).padStart(16, "0") + bytesToHex(sha256(String(n))).slice(16),
  block_header: {
    ...template.block_header,
    raw_data: { ...template.block_header.raw_data, number: n, timestamp: T + (n - H) * 3000 },
  },
});
const tronPosted: TronTransaction[] = [];
const tronNode = { refuse: false };
function tronAnswer(pathname: string, body: Record<string, unknown>): unknown {
  if (pathname === "/wallet/getnowblock") return tronBlock(H);
  if (pathname === "/wallet/getblockbynum") return tronBlock(Number(body.num));
  if (pathname === "/wallet/broadcasttransaction") {
    tronPosted.push(body as unknown as TronTransaction);
    // java-tron's refusal: 200 with a code and the message hex-encoded.
    if (tronNode.refuse)
      return {
        code: "SIGERROR",
        txid: body.txID,
        message: Buffer.from("validate signature error: signature is wrong").toString("hex"),
      };
    return { ...tronFixture("broadcast-ok.json"), txid: body.txID };
  }
  return tronFixture("transaction-unknown.json");
}

/** As TronWeb signs: the txID itself is the signed hash; v is the recovery id + 27. */
function signTron(tx: TronTransaction): TronTransaction {
  const sig = secp256k1.sign(hexToBytes(tx.txID), payoutKey);
  return { ...tx, signature: [sig.toCompactHex() + (sig.recovery + 27).toString(16)] };
}

// ---- Bitcoin: the test mnemonic's wallet, paid 100 coins by one exchange withdrawal ----
const master = HDKey.fromMasterSeed(
  mnemonicToSeedSync(
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  ),
  { private: 0x04358394, public: 0x043587cf },
);
const MANY = fundingTransactions.many!;
const btcPayee = p2wpkh(HDKey.fromMasterSeed(new Uint8Array(32).fill(3)).publicKey!, TEST_NETWORK).address!;
const btcPosted: string[] = [];
const esploraAnswers = new Map<string, unknown>();

const SETTINGS = [
  "TRON_API_URL",
  "TRON_USDT_CONTRACT",
  "TRON_CONFIRMATIONS",
  "PAYOUT_ADDRESS_TRON",
  "BITCOIN_ESPLORA_URL",
  "BITCOIN_CONFIRMATIONS",
  "PAYOUT_XPUB_BITCOIN",
  "PAYOUT_BITCOIN_FINGERPRINT",
];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      const url = req.url ?? "";
      if (url.startsWith("/wallet/"))
        return res.end(JSON.stringify(tronAnswer(url, text ? JSON.parse(text) : {})));
      const p = url.replace(/^\/esplora/, "");
      if (req.method === "POST" && p === "/tx") {
        btcPosted.push(text);
        return res.end(Transaction.fromRaw(Buffer.from(text, "hex")).id);
      }
      if (esploraAnswers.has(p)) return res.end(JSON.stringify(esploraAnswers.get(p)));
      const funding = fundingTransactionAnswer(p);
      if (funding) {
        res.statusCode = funding.status;
        return res.end(funding.body);
      }
      if (/^\/address\/[^/]+$/.test(p))
        return res.end(JSON.stringify({ chain_stats: { tx_count: 0 }, mempool_stats: { tx_count: 0 } }));
      if (/^\/address\/[^/]+\/utxo$/.test(p)) return res.end("[]");
      res.statusCode = 404;
      res.end("Transaction not found");
    });
  });
  // Signing 100 inputs takes seconds on a busy machine: the client's kept-alive connection must outlast it.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    TRON_API_URL: `http://127.0.0.1:${port}`,
    TRON_USDT_CONTRACT: tronBase58Address(USDT),
    TRON_CONFIRMATIONS: "12",
    PAYOUT_ADDRESS_TRON: tronBase58Address(OWNER),
    BITCOIN_ESPLORA_URL: `http://127.0.0.1:${port}/esplora`,
    BITCOIN_CONFIRMATIONS: "6",
    PAYOUT_XPUB_BITCOIN: master.derive("m/84'/1'/0'").publicExtendedKey,
    PAYOUT_BITCOIN_FINGERPRINT: master.fingerprint.toString(16).padStart(8, "0"),
  });
  resetEnvCache();
  forgetBitcoinBalance();
  const wallet = payoutWallet()!;
  for (let index = 0; index < 10; index++) {
    const address = walletKey(wallet, 0, index).payment.address!;
    esploraAnswers.set(`/address/${address}`, {
      chain_stats: { tx_count: 1 },
      mempool_stats: { tx_count: 0 },
    });
    esploraAnswers.set(
      `/address/${address}/utxo`,
      MANY.outputs
        .filter((o) => o.index === index)
        .map((o) => ({ txid: MANY.txid, vout: o.vout, value: o.value, status: { confirmed: true } })),
    );
  }
  esploraAnswers.set("/fee-estimates", { "6": 1 });
});

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

test("a signed Tron export of 50 transfers is accepted and broadcast whole", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const { user } = await createUser();
  await fund(user.id, "USDT", "2000");
  const payee = tronBase58Address(tronAddressOf(keyOf("payee")));
  for (let i = 0; i < 50; i++) {
    const request = await openWithdrawalRequest({
      userId: user.id,
      asset: "USDT",
      amount: String(i + 1),
      network: "Tron Network",
      address: payee,
    });
    await approveWithdrawal(request.id, admin.user.id);
  }
  const exported = await call(exportTron, "/api/admin/payouts/tron/batches", {
    method: "POST",
    body: {},
    token: admin.token,
  });
  expect(exported.status).toBe(200);
  const batch = exported.body.batch as { id: number; transactions: TronTransaction[] };
  expect(batch.transactions).toHaveLength(50);
  // The exported file, signed: what the operator's wallet hands back.
  const signed = JSON.stringify({ transactions: batch.transactions.map(signTron) }, null, 2);
  expect(signed.length).toBeGreaterThan(50_000);
  const upload = await call(uploadTron, `/api/admin/payouts/tron/batches/${batch.id}/signed`, {
    method: "POST",
    body: { signed },
    token: admin.token,
    params: { id: String(batch.id) },
  });
  expect(upload.status).toBe(200);
  expect(upload.body.batch.txids).toHaveLength(50);
  expect(tronPosted).toHaveLength(50);
});

test("a Tron transfer the node refuses keeps the node's reason on its payout and its batch", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const { user } = await createUser();
  await fund(user.id, "USDT", "10");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "USDT",
    amount: "5",
    network: "Tron Network",
    address: tronBase58Address(tronAddressOf(keyOf("payee"))),
  });
  await approveWithdrawal(request.id, admin.user.id);
  const exported = await call(exportTron, "/api/admin/payouts/tron/batches", {
    method: "POST",
    body: {},
    token: admin.token,
  });
  const batch = exported.body.batch as { id: number; transactions: TronTransaction[] };
  tronNode.refuse = true;
  const upload = await call(uploadTron, `/api/admin/payouts/tron/batches/${batch.id}/signed`, {
    method: "POST",
    body: { signed: JSON.stringify(batch.transactions.map(signTron)) },
    token: admin.token,
    params: { id: String(batch.id) },
  });
  tronNode.refuse = false;
  expect(upload.status).toBe(200);
  const [payout] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, request.id));
  expect(payout).toMatchObject({
    state: "BROADCAST",
    lastError: "The node refused the transfer: SIGERROR: validate signature error: signature is wrong",
  });
  const [row] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
  expect(row.refusal).toBe(`${batch.transactions[0]!.txID}: ${payout.lastError}`);
});

test("a PSBT of 100 inputs, each with its previous transaction whole, signed with the test key, is accepted", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const { user } = await createUser();
  await fund(user.id, "BITCOIN", "1");
  // 100 coins of 20,000 sat; at 1 sat/vB the fee of 100 inputs and 2 outputs leaves this much to pay.
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "BITCOIN",
    amount: "0.01985",
    network: "Bitcoin Network",
    address: btcPayee,
  });
  await approveWithdrawal(request.id, admin.user.id);
  const exported = await call(exportBitcoin, "/api/admin/payouts/bitcoin/batches", {
    method: "POST",
    body: {},
    token: admin.token,
  });
  expect(exported.status).toBe(200);
  const tx = Transaction.fromPSBT(Uint8Array.from(Buffer.from(exported.body.batch.psbt, "base64")));
  expect(tx.inputsLength).toBe(100);
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    expect(input.witnessUtxo?.amount).toBe(20_000n);
    expect(Transaction.fromRaw(RawTx.encode(input.nonWitnessUtxo!)).id).toBe(MANY.txid);
  }
  expect(tx.sign(master as unknown as Parameters<Transaction["sign"]>[0])).toBe(100);
  const signed = Buffer.from(tx.toPSBT()).toString("base64");
  expect(signed.length).toBeGreaterThan(256 * 1024);
  const path = `/api/admin/payouts/bitcoin/batches/${exported.body.batch.id}/signed`;
  const upload = await call(uploadBitcoin, path, {
    method: "POST",
    body: { signed },
    token: admin.token,
    params: { id: String(exported.body.batch.id) },
  });
  expect(upload.status).toBe(200);
  expect(upload.body.batch).toMatchObject({
    txid: exported.body.batch.txid,
    state: "BROADCAST",
    refusal: null,
  });
  expect(btcPosted).toHaveLength(1);
});

test("each upload route's cap holds the longest text its schema takes: 2,000,000 characters are read, not a 413", async () => {
  const admin = await createUser({ role: "ADMIN" });
  for (const [handler, url] of [
    [uploadBitcoin, "/api/admin/payouts/bitcoin/batches/999/signed"],
    [uploadTron, "/api/admin/payouts/tron/batches/999/signed"],
  ] as const) {
    // Quotes take two bytes each in the JSON body.
    const longest = await call(handler, url, {
      method: "POST",
      body: { signed: '"'.repeat(2_000_000) },
      token: admin.token,
      params: { id: "999" },
    });
    expect(longest.status).toBe(404);
    const over = await call(handler, url, {
      method: "POST",
      body: { signed: "a".repeat(2_000_001) },
      token: admin.token,
      params: { id: "999" },
    });
    expect(over.status).toBe(400);
  }
});
