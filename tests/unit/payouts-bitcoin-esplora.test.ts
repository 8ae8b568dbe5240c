// The platform wallet read through Esplora's answers (recorded shapes: /address/:a, /address/:a/utxo,
// /fee-estimates, POST /tx): its coins by a gap scan of the xpub's receiving and change addresses, the next
// unused change address, the fee rate, and a batch built, signed with the test key, checked and broadcast.
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2wpkh, TEST_NETWORK, Transaction } from "@scure/btc-signer";
import { buildPayoutPsbt, walletKey, type PayoutWallet } from "@/lib/payouts/bitcoin/build-psbt";
import { checkSignedPayout } from "@/lib/payouts/bitcoin/check-signed";
import { esploraWallet } from "@/lib/payouts/bitcoin/esplora-wallet";
import { esploraResponse, fundingCoin, fundingTransactionAnswer } from "../helpers/esplora-fixture-node";

const master = HDKey.fromMasterSeed(
  mnemonicToSeedSync(
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  ),
);
const wallet: PayoutWallet = {
  account: HDKey.fromExtendedKey(master.derive("m/84'/1'/0'").publicExtendedKey),
  masterFingerprint: master.fingerprint,
  accountPath: "m/84'/1'/0'",
  testnet: true,
};
const address = (chain: 0 | 1, i: number) => walletKey(wallet, chain, i).payment.address!;
const stats = (txs: number) => ({
  address: "",
  chain_stats: {
    funded_txo_count: txs,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: txs,
  },
  mempool_stats: {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  },
});
const utxo = (txid: string, vout: number, value: number) => ({
  txid,
  vout,
  value,
  status: { confirmed: true, block_height: 2500000, block_hash: "00".repeat(32), block_time: 1760000000 },
});
const COIN_A = fundingCoin("scan-receive-0");
const COIN_B = fundingCoin("scan-change-0");
const TX_A = COIN_A.txid;
const TX_B = COIN_B.txid;

/** Answers by path, as the node did; anything else is a 404, and every request is kept. */
function recordedNode(extra: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    [`/address/${address(0, 0)}`]: stats(1),
    [`/address/${address(0, 0)}/utxo`]: [utxo(TX_A, 0, 250_000)],
    [`/address/${address(0, 1)}`]: stats(2),
    [`/address/${address(0, 1)}/utxo`]: [],
    [`/address/${address(1, 0)}`]: stats(1),
    [`/address/${address(1, 0)}/utxo`]: [utxo(TX_B, COIN_B.vout, 80_000)],
    "/fee-estimates": { "1": 20.1, "3": 12.5, "6": 8.2, "144": 1.0 },
    ...extra,
  };
  const sent: { path: string; method: string; body: string | null; authorization: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/testnet\/api/, "");
    const headers = new Headers(init?.headers);
    sent.push({
      path,
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? init.body : null,
      authorization: headers.get("authorization"),
    });
    if (init?.method === "POST" && path === "/tx")
      return new Response(String(extra["/tx"] ?? ""), { status: 200 });
    const funding = fundingTransactionAnswer(path);
    if (funding) return esploraResponse(funding);
    if (path.startsWith("/address/") && !(path in answers))
      return new Response(path.endsWith("/utxo") ? "[]" : JSON.stringify(stats(0)), { status: 200 });
    if (!(path in answers)) return new Response("Not found", { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200 });
  }) as typeof fetch;
  return { fetchImpl, sent };
}

const URL_WITH_SECRET = "https://operator:s3cret@esplora.test/testnet/api";

describe("the platform wallet through Esplora", () => {
  test("coins by a gap scan of receiving and change addresses, and the next unused change address", async () => {
    const node = recordedNode();
    const { utxos, nextChangeIndex } = await esploraWallet(URL_WITH_SECRET, node.fetchImpl).coins(wallet, 3);
    expect(utxos).toEqual([
      // Both recorded coins are in a block: the wallet's balance counts them as confirmed.
      { txid: TX_A, vout: 0, value: 250_000n, chain: 0, index: 0, confirmed: true },
      { txid: TX_B, vout: COIN_B.vout, value: 80_000n, chain: 1, index: 0, confirmed: true },
    ]);
    expect(nextChangeIndex).toBe(1);
    // Receiving 0–1 used then 3 unused; change 0 used then 3 unused; the coins asked only of used addresses.
    expect(node.sent.filter((s) => !s.path.endsWith("/utxo"))).toHaveLength(5 + 4);
    expect(node.sent.filter((s) => s.path.endsWith("/utxo"))).toHaveLength(3);
    expect(node.sent[0]!.authorization).toBe(`Basic ${Buffer.from("operator:s3cret").toString("base64")}`);
  });

  test("the fee rate for the target, or the nearest faster estimate", async () => {
    const esplora = esploraWallet(URL_WITH_SECRET, recordedNode().fetchImpl);
    expect(await esplora.feeRate(6)).toBe(8.2);
    expect(await esplora.feeRate(4)).toBe(12.5);
  });

  test("a node's error names the path and host, never the credentials", async () => {
    const failing = (async () => new Response("boom", { status: 502 })) as unknown as typeof fetch;
    const error = await esploraWallet(URL_WITH_SECRET, failing)
      .feeRate()
      .catch((e: Error) => e);
    expect((error as Error).message).toBe(
      "Bitcoin node esplora.test answered HTTP 502 (/fee-estimates): boom",
    );
    expect((error as Error).message).not.toContain("s3cret");
  });

  test("a batch from those coins, signed with the test key, checked and broadcast as signed", async () => {
    const first = recordedNode();
    const esplora = esploraWallet(URL_WITH_SECRET, first.fetchImpl);
    const { utxos, nextChangeIndex } = await esplora.coins(wallet, 3);
    const payee = p2wpkh(HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).publicKey!, TEST_NETWORK).address!;
    const payouts = [{ id: 77, address: payee, amount: 200_000n }];
    const previousTxs = new Map<string, Uint8Array>();
    for (const u of utxos) previousTxs.set(u.txid, await esplora.txHex(u.txid));
    const batch = buildPayoutPsbt({
      wallet,
      utxos,
      payouts,
      feeRate: await esplora.feeRate(6),
      changeIndex: nextChangeIndex,
      previousTxs,
    });
    expect(batch.change?.address).toBe(address(1, 1));
    const tx = Transaction.fromPSBT(batch.psbt);
    tx.sign(master as unknown as Parameters<Transaction["sign"]>[0]);
    const checked = checkSignedPayout({
      wallet,
      batch,
      payouts,
      upload: Buffer.from(tx.toPSBT()).toString("base64"),
    });

    const node = recordedNode({ "/tx": checked.txid });
    expect(await esploraWallet(URL_WITH_SECRET, node.fetchImpl).broadcast(checked.rawHex)).toBe(batch.txid);
    const post = node.sent.find((s) => s.method === "POST")!;
    expect(post).toMatchObject({ path: "/tx", body: checked.rawHex });
  });
});
