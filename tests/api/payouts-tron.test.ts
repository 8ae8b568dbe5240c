// Tron (USDT) withdrawals signed offline, against a Tron node answering the recorded shapes in
// tests/fixtures/chain/tron-payouts over HTTP: approval queues the payouts; the back office exports one unsigned
// transfer each; uploads paying another recipient, amount or contract, another transaction or signed by another
// key are refused with nothing sent; the right one is recorded, broadcast, BROADCAST, COMPLETED at 12
// confirmations; a transfer that expires unmined is FAILED and refunded once.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { secp256k1 } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha2";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils";
import { payoutAttempts, payoutBatches, payouts, withdrawalRequests } from "@/db/schema";
import { tronBase58Address } from "@/lib/deposits/watch/sources/tron-source";
import { resetEnvCache } from "@/lib/env";
import { advancePayouts } from "@/lib/payouts/advance-payouts";
import { EXPIRATION_MS, unsignedTransfer } from "@/lib/payouts/tron/build-transfers";
import { decodeTransferRaw, type TransferRaw } from "@/lib/payouts/tron/raw-transaction";
import type { TronTransaction } from "@/lib/payouts/tron/tron-api";
import { tronPayoutAddressProblems } from "@/lib/payouts/tron/payout-address";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { POST as exportBatch } from "@/app/api/admin/payouts/tron/batches/route";
import { POST as uploadSigned } from "@/app/api/admin/payouts/tron/batches/[id]/signed/route";
import { GET as listWithdrawals } from "@/app/api/withdrawals/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const DIR = path.join(__dirname, "../fixtures/chain/tron-payouts");
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as Record<string, unknown>;

/** A key made for this test, and the Tron address it signs for. */
const keyOf = (seed: string) => sha256(new TextEncoder().encode(seed));
const addressOf = (key: Uint8Array) =>
  "41" + bytesToHex(keccak_256(secp256k1.getPublicKey(key, false).slice(1)).slice(12));
const payoutKey = keyOf("apex tron payout test key");
const strangerKey = keyOf("someone else's key");
const OWNER = addressOf(payoutKey);
const USDT = "41a614f803b6fd780986a42c78ec9c7f77e6ded13c";
const OTHER_TOKEN = "413487b63d30b5b2c87fb7ffa8bcfade38eaac1abe";
const payeeA = tronBase58Address(addressOf(keyOf("payee a")));
const payeeB = tronBase58Address(addressOf(keyOf("payee b")));

/** As TronWeb signs: the txID itself is the signed hash; v is the recovery id + 27. */
function sign(tx: TronTransaction, key: Uint8Array): TronTransaction {
  const sig = secp256k1.sign(hexToBytes(tx.txID), key);
  return { ...tx, signature: [sig.toCompactHex() + (sig.recovery + 27).toString(16)] };
}

const SETTINGS = ["TRON_API_URL", "TRON_USDT_CONTRACT", "TRON_CONFIRMATIONS", "PAYOUT_ADDRESS_TRON"];

// The node: a head that the test moves (a block every 3 s), what it knows of each transaction, what was sent.
const template = fixture("getnowblock.json") as { block_header: { raw_data: Record<string, unknown> } };
const H = template.block_header.raw_data.number as number;
const T = template.block_header.raw_data.timestamp as number;
const node = { head: H, skew: 0, infos: new Map<string, unknown>(), posted: [] as TronTransaction[] };
const blockTime = (n: number) => T + (n - H) * 3000 + node.skew;
function block(n: number) {
  return {
    ...template,
    blockID: n.toString(16).padStart(16, "0") + bytesToHex(sha256(String(n))).slice(16),
    block_header: {
      ...template.block_header,
      raw_data: { ...template.block_header.raw_data, number: n, timestamp: blockTime(n) },
    },
  };
}
function answer(pathname: string, body: Record<string, unknown>): unknown {
  switch (pathname) {
    case "/wallet/getnowblock":
      return block(node.head);
    case "/wallet/getblockbynum":
      return Number(body.num) <= node.head ? block(Number(body.num)) : {};
    case "/wallet/broadcasttransaction": {
      const tx = body as unknown as TronTransaction;
      node.posted.push(tx);
      const expired = blockTime(node.head) >= tx.raw_data.expiration;
      return { ...fixture(expired ? "broadcast-expired.json" : "broadcast-ok.json"), txid: tx.txID };
    }
    case "/wallet/gettransactioninfobyid":
      return node.infos.get(String(body.value)) ?? fixture("transaction-unknown.json");
    case "/wallet/gettransactionbyid":
      return node.infos.has(String(body.value)) ? { txID: body.value } : fixture("transaction-unknown.json");
    default:
      return { Error: `class java.lang.IllegalArgumentException : no such path ${pathname}` };
  }
}
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => res.end(JSON.stringify(answer(req.url ?? "", text ? JSON.parse(text) : {}))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    TRON_API_URL: `http://127.0.0.1:${port}`,
    TRON_USDT_CONTRACT: tronBase58Address(USDT),
    TRON_CONFIRMATIONS: "12",
    PAYOUT_ADDRESS_TRON: tronBase58Address(OWNER),
  });
  resetEnvCache();
});

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

test("the payout address setting: a T… address, never hex or a key", () => {
  const base = { PAYOUT_ADDRESS_TRON: tronBase58Address(OWNER) } as never;
  expect(tronPayoutAddressProblems(base)).toEqual([]);
  expect(tronPayoutAddressProblems({ PAYOUT_ADDRESS_TRON: bytesToHex(payoutKey) } as never)).toEqual([
    "PAYOUT_ADDRESS_TRON must be a Tron address (T…, 34 characters)",
  ]);
  const typo = tronBase58Address(OWNER).slice(0, 33) + (tronBase58Address(OWNER).endsWith("a") ? "b" : "a");
  expect(tronPayoutAddressProblems({ PAYOUT_ADDRESS_TRON: typo } as never)).toEqual([
    "PAYOUT_ADDRESS_TRON is not a Tron address (its checksum does not match)",
  ]);
});

test("export → wrong uploads refused, nothing sent → signed upload BROADCAST → COMPLETED at 12; an expired one FAILED and refunded once", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const { user, token } = await createUser();
  await fund(user.id, "USDT", "100");
  const open = (amount: string, address: string) =>
    openWithdrawalRequest({ userId: user.id, asset: "USDT", amount, network: "Tron Network", address });
  const a = await open("10", payeeA);
  const b = await open("2.5", payeeB);
  await approveWithdrawal(a.id, admin.user.id);
  await approveWithdrawal(b.id, admin.user.id);
  const queued = await db().select().from(payouts);
  expect(queued.map((p) => [p.chain, p.state, p.requiredConfirmations])).toEqual([
    ["TRON", "QUEUED", 12],
    ["TRON", "QUEUED", 12],
  ]);
  // Nothing exported: the node is not even asked.
  expect(await advancePayouts()).toEqual([]);

  const exported = await call(exportBatch, "/api/admin/payouts/tron/batches", {
    method: "POST",
    body: {},
    token: admin.token,
  });
  expect(exported.status).toBe(200);
  const batch = exported.body.batch as { id: number; transactions: TronTransaction[]; withdrawals: number[] };
  expect(batch.withdrawals).toEqual([a.id, b.id]);
  // One transfer each, from the payout address, referencing the block 12 deep, valid for a day from it.
  const refBlock = block(H - 11);
  const [txA, txB] = batch.transactions as [TronTransaction, TronTransaction];
  const fieldsA = decodeTransferRaw(hexToBytes(txA.raw_data_hex));
  expect(fieldsA).toMatchObject({
    owner: OWNER,
    contract: USDT,
    to: addressOf(keyOf("payee a")),
    amount: 10_000_000n,
    refBlockBytes: (H - 11).toString(16).slice(-4),
    refBlockHash: refBlock.blockID.slice(16, 32),
    expiration: blockTime(H - 11) + EXPIRATION_MS,
  });
  expect(decodeTransferRaw(hexToBytes(txB.raw_data_hex)).amount).toBe(2_500_000n);
  expect(txA.txID).toBe(bytesToHex(sha256(hexToBytes(txA.raw_data_hex))));
  expect(txA.raw_data.expiration).toBe(fieldsA.expiration);
  expect(exported.body.batch.expiration).toBe(new Date(fieldsA.expiration).toISOString());

  const target = `/api/admin/payouts/tron/batches/${batch.id}/signed`;
  const params = { id: String(batch.id) };
  const upload = (signed: unknown) =>
    call(uploadSigned, target, {
      method: "POST",
      body: { signed: JSON.stringify(signed) },
      token: admin.token,
      params,
    });
  const altered = (change: Partial<TransferRaw>) =>
    sign(unsignedTransfer({ ...fieldsA, ...change }), payoutKey);
  const refusals: [unknown, string][] = [
    [
      [altered({ to: addressOf(keyOf("payee c")) }), sign(txB, payoutKey)],
      `transaction 1 pays ${tronBase58Address(addressOf(keyOf("payee c")))}, which no withdrawal of this batch is paid to`,
    ],
    [
      [altered({ amount: 11_000_000n }), sign(txB, payoutKey)],
      `transaction 1 pays withdrawal ${a.id} 11 USDT instead of 10 USDT`,
    ],
    [
      [altered({ contract: OTHER_TOKEN }), sign(txB, payoutKey)],
      `transaction 1 calls ${tronBase58Address(OTHER_TOKEN)}, not the token's contract`,
    ],
    [
      [sign(txA, payoutKey), altered({ timestamp: fieldsA.timestamp + 1 })],
      "transaction 2 is not one of the exported transactions",
    ],
    [
      [sign(txA, payoutKey), sign(txB, strangerKey)],
      `transaction 2 is signed by ${tronBase58Address(addressOf(strangerKey))}, not the payout address`,
    ],
    [[sign(txA, payoutKey)], `withdrawal ${b.id} is not signed`],
    [[sign(txA, payoutKey), txB], "transaction 2 must carry one signature"],
  ];
  for (const [signed, reason] of refusals) {
    const refused = await upload(signed);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The signed transaction is refused: ${reason}`);
    expect(refused.body.code).toBe("SIGNED_TRANSACTION_REFUSED");
  }
  expect(node.posted).toHaveLength(0);
  expect(await db().select().from(payoutAttempts)).toHaveLength(0);

  // The exported file's own shape, signed: accepted, recorded, then sent.
  const accepted = await upload({ transactions: [sign(txB, payoutKey), sign(txA, payoutKey)] });
  expect(accepted.status).toBe(200);
  expect(accepted.body.batch).toEqual({ id: batch.id, txids: [txB.txID, txA.txID], state: "BROADCAST" });
  expect(node.posted.map((t) => t.txID)).toEqual([txB.txID, txA.txID]);
  // What is sent is the exported transaction and the uploaded signature, nothing else of the upload.
  expect(node.posted[1]).toEqual(sign(txA, payoutKey));
  const [sentA] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, a.id));
  expect(sentA).toMatchObject({ status: "BROADCAST", txHash: txA.txID });
  expect((await upload([sign(txA, payoutKey), sign(txB, payoutKey)])).status).toBe(409);

  // A is mined in the next block; B never is, and the node has not seen it: it is sent again.
  node.infos.set(txA.txID, { ...fixture("transaction-info-success.json"), id: txA.txID, blockNumber: H + 1 });
  node.head = H + 5;
  node.posted.length = 0;
  expect(await advancePayouts()).toEqual([
    { id: a.id, status: "BROADCAST", txHash: txA.txID },
    { id: b.id, status: "BROADCAST", txHash: txB.txID },
  ]);
  expect(node.posted.map((t) => t.txID)).toEqual([txB.txID]);
  node.head = H + 12;
  expect(await advancePayouts()).toEqual([
    { id: a.id, status: "COMPLETED", txHash: txA.txID },
    { id: b.id, status: "BROADCAST", txHash: txB.txID },
  ]);
  const mine = await call(listWithdrawals, "/api/withdrawals", { token });
  expect(mine.body.withdrawalRequests.find((r: { id: number }) => r.id === a.id)).toMatchObject({
    status: "COMPLETED",
    txHash: txA.txID,
    explorerUrl: `https://tronscan.org/#/transaction/${txA.txID}`,
  });
  expect(await balanceOf(user.id, "USDT")).toBe("87.5");

  // Past its expiration at the head, but not yet at a block 12 deep: a reorganisation could still bring it.
  node.skew = EXPIRATION_MS - 40_000;
  node.posted.length = 0;
  expect(await advancePayouts()).toEqual([{ id: b.id, status: "BROADCAST", txHash: txB.txID }]);
  expect(node.posted).toHaveLength(0);
  // Expired at a final block and unknown to the node: nothing can pay it any more, so it is refunded, once.
  node.head += 40;
  expect(await advancePayouts()).toEqual([{ id: b.id, status: "FAILED", txHash: txB.txID }]);
  expect(await advancePayouts()).toEqual([]);
  const [failed] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, b.id));
  expect(failed).toMatchObject({
    status: "FAILED",
    failureReason: "The transfer expired without being mined",
  });
  expect(await balanceOf(user.id, "USDT")).toBe("90");
  const [done] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
  expect(done.state).toBe("COMPLETED");
});

test("an export never signed returns to the queue once expired at a final block; a reverted transfer is FAILED and refunded once", async () => {
  Object.assign(node, { head: H, skew: 0 });
  node.infos.clear();
  node.posted.length = 0;
  const admin = await createUser({ role: "ADMIN" });
  const { user } = await createUser();
  await fund(user.id, "USDT", "10");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "USDT",
    amount: "4",
    network: "Tron Network",
    address: payeeA,
  });
  await approveWithdrawal(request.id, admin.user.id);
  const exportNow = async () => {
    const answer = await call(exportBatch, "/api/admin/payouts/tron/batches", {
      method: "POST",
      body: {},
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.batch as { id: number; transactions: TronTransaction[] };
  };
  const first = await exportNow();
  // Nothing waits for an export meanwhile: its payout is in the export until that can no longer be mined.
  expect(
    (
      await call(exportBatch, "/api/admin/payouts/tron/batches", {
        method: "POST",
        body: {},
        token: admin.token,
      })
    ).status,
  ).toBe(409);

  // A day later, final blocks past its expiration and the node knowing nothing of it: back in the queue.
  node.skew = 2 * EXPIRATION_MS;
  expect(await advancePayouts()).toEqual([]);
  const [dropped] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, first.id));
  expect(dropped.state).toBe("CANCELLED");
  const [queued] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, request.id));
  expect(queued).toMatchObject({ state: "QUEUED", batchId: null });

  const second = await exportNow();
  const [tx] = second.transactions as [TronTransaction];
  const accepted = await call(uploadSigned, `/api/admin/payouts/tron/batches/${second.id}/signed`, {
    method: "POST",
    body: { signed: JSON.stringify([sign(tx, payoutKey)]) },
    token: admin.token,
    params: { id: String(second.id) },
  });
  expect(accepted.status).toBe(200);
  expect(await balanceOf(user.id, "USDT")).toBe("6");

  // Mined and reverted: failed only once its block is final, then refunded, once.
  node.infos.set(tx.txID, { ...fixture("transaction-info-revert.json"), id: tx.txID, blockNumber: H + 1 });
  node.head = H + 11;
  expect(await advancePayouts()).toEqual([{ id: request.id, status: "BROADCAST", txHash: tx.txID }]);
  node.head = H + 12;
  expect(await advancePayouts()).toEqual([{ id: request.id, status: "FAILED", txHash: tx.txID }]);
  const [failed] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
  expect(failed.failureReason).toBe("The transfer failed on chain (REVERT: REVERT opcode executed)");
  expect(await advancePayouts()).toEqual([]);
  expect(await balanceOf(user.id, "USDT")).toBe("10");
});
