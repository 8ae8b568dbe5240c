// A batch of approved Bitcoin withdrawals as one unsigned PSBT, spending the platform wallet's UTXOs (P2WPKH,
// BIP84) and sending the change to the wallet's own next change address. Each input and the change output
// carry their BIP32 derivation (the master key's fingerprint and path), which is what a hardware wallet needs
// to recognise its own keys, sign the inputs and show the change as its own. Each input also carries the whole
// previous transaction (non_witness_utxo) beside its output (witness_utxo): since the 2020 SegWit fee attack,
// Trezor and Ledger refuse to sign a SegWit input without it, as they cannot otherwise trust the amount.
import { sha256 } from "@noble/hashes/sha2";
import { hex } from "@scure/base";
import type { HDKey } from "@scure/bip32";
import { NETWORK, p2wpkh, TEST_NETWORK, Transaction } from "@scure/btc-signer";

export type PayoutWallet = {
  /** The account's extended public key, m/84'/0'/0' (m/84'/1'/0' on test networks). */
  account: HDKey;
  /** The master key's fingerprint and the account's path from it, as the signing device knows them. */
  masterFingerprint: number;
  accountPath: string;
  testnet: boolean;
};

export type WalletUtxo = {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  /** Where its key is: 0 receiving, 1 change, then the index. */
  chain: 0 | 1;
  index: number;
  /** In a block (false: still in the node's pool), for the wallet's balance. */
  confirmed?: boolean;
};

export type BtcPayout = { id: number; address: string; amount: bigint };

export type PayoutBatch = {
  psbt: Uint8Array;
  /** The unsigned transaction's id: a SegWit transaction keeps it once signed, so the upload must have it. */
  txid: string;
  fee: bigint;
  /** The coins spent, with their values in satoshis. */
  inputs: { txid: string; vout: number; value: bigint }[];
  change: { address: string; amount: bigint; index: number } | null;
};

export class PayoutBatchError extends Error {}

/** Below this a P2WPKH output costs more to spend than it holds: it is left to the fee instead. */
const DUST = 294n;
// Virtual sizes of a P2WPKH transaction's parts, rounded up.
const OVERHEAD_VB = 11n;
const INPUT_VB = 68n;
const OUTPUT_VB = 31n;

export function walletNetwork(testnet: boolean) {
  return testnet ? TEST_NETWORK : NETWORK;
}

/** The key of a wallet address (chain 0 receiving, 1 change) and its derivation for the PSBT. */
export function walletKey(wallet: PayoutWallet, chain: 0 | 1, index: number) {
  const publicKey = wallet.account.deriveChild(chain).deriveChild(index).publicKey;
  if (!publicKey) throw new PayoutBatchError("the wallet key gave no public key");
  const path = `${wallet.accountPath}/${chain}/${index}`;
  return {
    publicKey,
    payment: p2wpkh(publicKey, walletNetwork(wallet.testnet)),
    derivation: [publicKey, { fingerprint: wallet.masterFingerprint, path: bip32PathIndexes(path) }] as [
      Uint8Array,
      { fingerprint: number; path: number[] },
    ],
  };
}

/** A P2WPKH transaction's id before it is signed: its inputs carry no script, so signing does not change it. */
export function unsignedTxid(tx: Transaction): string {
  return hex.encode(sha256(sha256(tx.unsignedTx)).reverse());
}

function bip32PathIndexes(path: string): number[] {
  return path
    .replace(/^m\//, "")
    .split("/")
    .map((part) => {
      const hardened = part.endsWith("'") || part.endsWith("h");
      const n = Number(hardened ? part.slice(0, -1) : part);
      if (!Number.isInteger(n) || n < 0 || n >= 0x80000000) throw new PayoutBatchError(`bad path ${path}`);
      return hardened ? n + 0x80000000 : n;
    });
}

type Outpoint = { txid: string; vout: number };
const sameCoin = (a: Outpoint, b: Outpoint) => a.txid === b.txid && a.vout === b.vout;

/**
 * The coins a batch spends: `spendFirst` (coins it must spend, see bitcoin-payouts' replacement rule), then the
 * largest until they cover the payouts and the fee at `feeRate` sat/vB with a change output.
 */
export function chooseCoins(args: {
  utxos: WalletUtxo[];
  payouts: BtcPayout[];
  feeRate: number;
  spendFirst?: Outpoint[];
}): WalletUtxo[] {
  const { payouts } = args;
  if (payouts.length === 0) throw new PayoutBatchError("no approved withdrawal to pay");
  if (!(args.feeRate > 0)) throw new PayoutBatchError("the fee rate must be above zero");
  const rate = BigInt(Math.ceil(args.feeRate));
  const total = payouts.reduce((sum, p) => sum + p.amount, 0n);
  const feeFor = (inputs: number, outputs: number) =>
    (OVERHEAD_VB + INPUT_VB * BigInt(inputs) + OUTPUT_VB * BigInt(outputs)) * rate;
  const chosen: WalletUtxo[] = [];
  for (const coin of args.spendFirst ?? []) {
    const utxo = args.utxos.find((u) => sameCoin(u, coin));
    if (!utxo) throw new PayoutBatchError(`the coin ${coin.txid}:${coin.vout} is not the wallet's`);
    if (!chosen.some((c) => sameCoin(c, utxo))) chosen.push(utxo);
  }
  let inputSum = chosen.reduce((sum, u) => sum + u.value, 0n);
  const rest = args.utxos
    .filter((u) => !chosen.some((c) => sameCoin(c, u)))
    .sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
  for (const utxo of rest) {
    if (inputSum >= total + feeFor(chosen.length, payouts.length + 1)) break;
    chosen.push(utxo);
    inputSum += utxo.value;
  }
  const feeWithout = feeFor(chosen.length, payouts.length);
  if (inputSum < total + feeWithout)
    throw new PayoutBatchError(
      `the wallet holds ${inputSum} sat in ${chosen.length} outputs, short of ${total + feeWithout} sat`,
    );
  return chosen;
}

/** The previous transaction of a coin as the node gave it, refused unless it is that transaction (its id is
 *  the outpoint's) and its output is the wallet's coin as the coin list says (script and amount). */
function previousTransaction(wallet: PayoutWallet, utxo: WalletUtxo, raw: Uint8Array | undefined) {
  if (!raw) throw new PayoutBatchError(`the node gave no transaction ${utxo.txid}`);
  let prev: Transaction;
  try {
    prev = Transaction.fromRaw(raw, {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
    });
  } catch {
    throw new PayoutBatchError(`the node's transaction ${utxo.txid} is not a transaction`);
  }
  if (prev.id !== utxo.txid)
    throw new PayoutBatchError(`the node answered transaction ${prev.id} for ${utxo.txid}`);
  const out = utxo.vout < prev.outputsLength ? prev.getOutput(utxo.vout) : undefined;
  const script = walletKey(wallet, utxo.chain, utxo.index).payment.script;
  if (!out || out.amount !== utxo.value || !out.script || hex.encode(out.script) !== hex.encode(script))
    throw new PayoutBatchError(
      `output ${utxo.vout} of ${utxo.txid} is not the wallet's coin of ${utxo.value} sat`,
    );
  return raw;
}

/**
 * The batch: every payout once, the coins of chooseCoins, change to the wallet's change address `changeIndex`
 * unless it would be dust. `previousTxs` holds each chosen coin's previous transaction (raw), by txid.
 */
export function buildPayoutPsbt(args: {
  wallet: PayoutWallet;
  utxos: WalletUtxo[];
  payouts: BtcPayout[];
  feeRate: number;
  changeIndex: number;
  previousTxs: ReadonlyMap<string, Uint8Array>;
  spendFirst?: Outpoint[];
}): PayoutBatch {
  const { wallet, payouts } = args;
  const chosen = chooseCoins(args);
  const network = walletNetwork(wallet.testnet);
  const rate = BigInt(Math.ceil(args.feeRate));
  const total = payouts.reduce((sum, p) => sum + p.amount, 0n);
  const inputSum = chosen.reduce((sum, u) => sum + u.value, 0n);
  const feeFor = (inputs: number, outputs: number) =>
    (OVERHEAD_VB + INPUT_VB * BigInt(inputs) + OUTPUT_VB * BigInt(outputs)) * rate;
  const feeWithChange = feeFor(chosen.length, payouts.length + 1);

  const tx = new Transaction();
  for (const utxo of chosen) {
    const key = walletKey(wallet, utxo.chain, utxo.index);
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      nonWitnessUtxo: previousTransaction(wallet, utxo, args.previousTxs.get(utxo.txid)),
      witnessUtxo: { script: key.payment.script, amount: utxo.value },
      bip32Derivation: [key.derivation],
    });
  }
  for (const p of payouts) {
    try {
      tx.addOutputAddress(p.address, p.amount, network);
    } catch {
      throw new PayoutBatchError(`withdrawal ${p.id}: ${p.address} is not an address on this network`);
    }
  }
  let change: PayoutBatch["change"] = null;
  const changeAmount = inputSum - total - feeWithChange;
  if (changeAmount >= DUST) {
    const key = walletKey(wallet, 1, args.changeIndex);
    tx.addOutput({ script: key.payment.script, amount: changeAmount, bip32Derivation: [key.derivation] });
    change = { address: key.payment.address!, amount: changeAmount, index: args.changeIndex };
  }
  return {
    psbt: tx.toPSBT(),
    txid: unsignedTxid(tx),
    fee: change ? feeWithChange : inputSum - total,
    inputs: chosen.map((u) => ({ txid: u.txid, vout: u.vout, value: u.value })),
    change,
  };
}
