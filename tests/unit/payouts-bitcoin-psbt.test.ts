// The Bitcoin payout batch: built as a PSBT from the wallet's UTXOs, signed here with the test mnemonic's key
// (as a hardware wallet would, through the inputs' BIP32 derivations), and accepted only when the signed
// transaction pays exactly the approved withdrawals, with the change back to the wallet's own change address.
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { hex } from "@scure/base";
import { p2wpkh, RawTx, TEST_NETWORK, Transaction } from "@scure/btc-signer";
import {
  buildPayoutPsbt,
  PayoutBatchError,
  walletKey,
  type BtcPayout,
  type PayoutWallet,
  type WalletUtxo,
} from "@/lib/payouts/bitcoin/build-psbt";
import { checkSignedPayout, SignedPayoutError } from "@/lib/payouts/bitcoin/check-signed";
import { payoutWalletProblems } from "@/lib/payouts/bitcoin/payout-wallet";
import type { Env } from "@/lib/env";
import { fundingCoin, fundingTransactionBytes } from "../helpers/esplora-fixture-node";

const MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const master = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
const ACCOUNT_PATH = "m/84'/1'/0'";
const wallet: PayoutWallet = {
  // The public half only, as the server holds it.
  account: HDKey.fromExtendedKey(master.derive(ACCOUNT_PATH).publicExtendedKey),
  masterFingerprint: master.fingerprint,
  accountPath: ACCOUNT_PATH,
  testnet: true,
};
// Another wallet: where a tampered transaction sends coins.
const stranger = HDKey.fromMasterSeed(
  mnemonicToSeedSync("test test test test test test test test test test test junk"),
);
const strangerAddress = (i: number) =>
  p2wpkh(stranger.derive(`m/84'/1'/0'/0/${i}`).publicKey!, TEST_NETWORK).address!;

// Coins paid by real transactions (tests/fixtures/chain/bitcoin-payouts/funding-transactions.json), whose
// serialisations each input carries as its previous transaction.
const UTXOS: WalletUtxo[] = [
  fundingCoin("small-receive-0"),
  fundingCoin("small-receive-3"),
  fundingCoin("small-change-0"),
];
const previousTxs = fundingTransactionBytes;
const PAYOUTS: BtcPayout[] = [
  { id: 41, address: strangerAddress(1), amount: 150_000n },
  { id: 42, address: strangerAddress(2), amount: 200_000n },
];

/** Signs every input the way a hardware wallet does: finds its key by the master fingerprint and path. */
function sign(psbt: Uint8Array): string {
  const tx = Transaction.fromPSBT(psbt);
  // @scure/bip32's key has the shape btc-signer signs with; its types say the public key may be null.
  expect(tx.sign(master as unknown as Parameters<Transaction["sign"]>[0])).toBe(tx.inputsLength);
  return Buffer.from(tx.toPSBT()).toString("base64");
}

describe("Bitcoin payout batch (PSBT)", () => {
  const batch = buildPayoutPsbt({
    wallet,
    utxos: UTXOS,
    payouts: PAYOUTS,
    feeRate: 5,
    changeIndex: 7,
    previousTxs,
  });

  test("pays every withdrawal from the largest coins, the change to the wallet's change address 1/7", () => {
    expect(batch.inputs).toEqual(
      [UTXOS[1], UTXOS[2]].map(({ txid, vout, value }) => ({ txid, vout, value })),
    );
    expect(batch.change).toMatchObject({ index: 7, address: walletKey(wallet, 1, 7).payment.address });
    expect(420_000n - 350_000n - batch.fee).toBe(batch.change!.amount);
    // Two inputs and three outputs at 5 sat/vB.
    expect(batch.fee).toBe((11n + 2n * 68n + 3n * 31n) * 5n);
    const unsigned = Transaction.fromPSBT(batch.psbt);
    // Each input names its key by the master fingerprint and full path, for the signing device.
    const [pub, { fingerprint, path }] = unsigned.getInput(0).bip32Derivation![0]!;
    expect(fingerprint).toBe(master.fingerprint);
    expect(path).toEqual([0x80000054, 0x80000001, 0x80000000, 0, 3]);
    expect(hex.encode(pub)).toBe(hex.encode(master.derive(`${ACCOUNT_PATH}/0/3`).publicKey!));
  });

  test("each input carries its whole previous transaction (non_witness_utxo) beside its output (witness_utxo)", () => {
    const unsigned = Transaction.fromPSBT(batch.psbt);
    for (let i = 0; i < unsigned.inputsLength; i++) {
      const input = unsigned.getInput(i);
      const coin = batch.inputs[i]!;
      expect(input.witnessUtxo).toMatchObject({ amount: coin.value });
      const previous = Transaction.fromRaw(RawTx.encode(input.nonWitnessUtxo!));
      expect(previous.id).toBe(coin.txid);
      expect(previous.getOutput(coin.vout).amount).toBe(coin.value);
    }
  });

  test("a previous transaction that is not the coin's (another id, another amount) refuses the batch", () => {
    const [first, second] = [UTXOS[1]!, UTXOS[2]!];
    const build = (txs: ReadonlyMap<string, Uint8Array>) => () =>
      buildPayoutPsbt({
        wallet,
        utxos: UTXOS,
        payouts: PAYOUTS,
        feeRate: 5,
        changeIndex: 7,
        previousTxs: txs,
      });
    // The node answers the other coin's transaction for the first one.
    const swapped = new Map(previousTxs);
    swapped.set(first.txid, previousTxs.get(second.txid)!);
    expect(build(swapped)).toThrow(`the node answered transaction ${second.txid} for ${first.txid}`);
    const missing = new Map(previousTxs);
    missing.delete(second.txid);
    expect(build(missing)).toThrow(`the node gave no transaction ${second.txid}`);
    // A coin list claiming more than the transaction pays.
    expect(() =>
      buildPayoutPsbt({
        wallet,
        utxos: [{ ...first, value: first.value + 1n }, second],
        payouts: PAYOUTS,
        feeRate: 5,
        changeIndex: 7,
        previousTxs,
      }),
    ).toThrow(/is not the wallet's coin/);
  });

  test("a signed PSBT (or its raw transaction) that pays exactly the batch is accepted", () => {
    const signed = sign(batch.psbt);
    const checked = checkSignedPayout({ wallet, batch, payouts: PAYOUTS, upload: signed });
    expect(checked.txid).toBe(batch.txid);
    expect(checked.fee).toBe(batch.fee);
    const raw = checked.rawHex;
    expect(checkSignedPayout({ wallet, batch, payouts: PAYOUTS, upload: raw }).txid).toBe(batch.txid);
  });

  test("a different address, amount or change is refused", () => {
    const other = (payouts: BtcPayout[], changeIndex = 7) =>
      sign(buildPayoutPsbt({ wallet, utxos: UTXOS, payouts, feeRate: 5, changeIndex, previousTxs }).psbt);
    const check = (upload: string) => () => checkSignedPayout({ wallet, batch, payouts: PAYOUTS, upload });

    expect(check(other([{ ...PAYOUTS[0]!, address: strangerAddress(9) }, PAYOUTS[1]!]))).toThrow(
      /output \d pays .* neither a withdrawal nor the wallet's change/,
    );
    expect(check(other([{ ...PAYOUTS[0]!, amount: 149_000n }, PAYOUTS[1]!]))).toThrow(
      "withdrawal 41 is paid 149000 sat instead of 150000 sat",
    );
    expect(check(other(PAYOUTS, 8))).toThrow(/neither a withdrawal nor the wallet's change/);

    // The same coins and withdrawals, the change sent to somebody else's address.
    const unsigned = Transaction.fromPSBT(batch.psbt);
    const swapped = new Transaction();
    for (let i = 0; i < unsigned.inputsLength; i++) swapped.addInput(unsigned.getInput(i));
    for (const p of PAYOUTS) swapped.addOutputAddress(p.address, p.amount, TEST_NETWORK);
    swapped.addOutputAddress(strangerAddress(5), batch.change!.amount, TEST_NETWORK);
    expect(check(sign(swapped.toPSBT()))).toThrow(/neither a withdrawal nor the wallet's change/);

    // A withdrawal left out (fewer coins needed: the inputs differ too).
    expect(check(other([PAYOUTS[0]!]))).toThrow(SignedPayoutError);
  });

  test("an unsigned upload and an upload that is no transaction are refused", () => {
    const unsigned = Buffer.from(batch.psbt).toString("base64");
    expect(() => checkSignedPayout({ wallet, batch, payouts: PAYOUTS, upload: unsigned })).toThrow(
      SignedPayoutError,
    );
    expect(() => checkSignedPayout({ wallet, batch, payouts: PAYOUTS, upload: "hello" })).toThrow(
      /neither a signed PSBT nor a raw transaction/,
    );
  });

  test("a wallet short of coins says so", () => {
    expect(() =>
      buildPayoutPsbt({
        wallet,
        utxos: UTXOS.slice(0, 1),
        payouts: PAYOUTS,
        feeRate: 5,
        changeIndex: 0,
        previousTxs,
      }),
    ).toThrow(PayoutBatchError);
  });
});

describe("the Bitcoin payout wallet's settings", () => {
  const base = { PAYOUT_BITCOIN_FINGERPRINT: "73c5da0a" } as never as Env;
  test("a private key, an unreadable key or a missing fingerprint is named, never repeated", () => {
    const xprv = master.derive("m/84'/1'/0'").privateExtendedKey;
    const [problem] = payoutWalletProblems({ ...base, PAYOUT_XPUB_BITCOIN: xprv });
    expect(problem).toMatch(/^PAYOUT_XPUB_BITCOIN must be the account's zpub or xpub/);
    expect(problem).not.toContain(xprv.slice(4, 30));
    expect(payoutWalletProblems({ ...base, PAYOUT_XPUB_BITCOIN: "nonsense" })).toEqual([
      "PAYOUT_XPUB_BITCOIN is not an extended public key",
    ]);
    const xpub = master.derive("m/84'/1'/0'").publicExtendedKey;
    expect(payoutWalletProblems({ PAYOUT_XPUB_BITCOIN: xpub } as never)).toEqual([
      "PAYOUT_BITCOIN_FINGERPRINT must be the master key's fingerprint (8 hex digits)",
    ]);
    expect(payoutWalletProblems({ ...base, PAYOUT_XPUB_BITCOIN: xpub })).toEqual([]);
    expect(payoutWalletProblems({} as never)).toEqual([]);
  });
});
