// A raw Bitcoin block as a node serves it (GET /block/:hash/raw), checked and read into the transfers a watcher
// needs. The header's double SHA-256 must be the hash that was asked for and the transactions must hash up to
// the header's merkle root: a proxy, a cache or a broken node then cannot slip in another block or another
// body under a trusted hash. Transactions and output scripts are decoded by @scure/btc-signer (audited).
import { Address, NETWORK, OutScript, RawTx, Script, TEST_NETWORK } from "@scure/btc-signer";
import { BTCArray } from "@scure/btc-signer/script";
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";
import type { ChainTransfer } from "../chain-source";

/** Which addresses outputs are written as: bc1…/1…/3… on mainnet, tb1…/m…/n…/2… on the test networks. */
export type BitcoinNetwork = "mainnet" | "testnet";

export type DecodedBitcoinBlock = { hash: string; parentHash: string; transfers: ChainTransfer[] };

/** The block is not the one asked for, or no block at all. */
export class BitcoinBlockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BitcoinBlockError";
  }
}

const HEADER_BYTES = 80;
/** From these heights on (BIP34: mainnet 227931, testnet3 21111; later test networks from their start) every
 *  coinbase begins with its block's height. */
const HEIGHT_IN_COINBASE_FROM: Record<BitcoinNetwork, number> = { mainnet: 227_931, testnet: 21_111 };
const SATOSHIS_PER_BTC = 100_000_000n;
const RawTxs = BTCArray(RawTx);

const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes));
/** Hashes are shown the other way round from how they are hashed and stored in blocks. */
const displayHex = (bytes: Uint8Array) => bytesToHex(Uint8Array.from(bytes).reverse());

/** Satoshis as BTC with all eight decimals, computed on integers: 150000 → "0.00150000". */
export function satoshisToBtc(satoshis: bigint): string {
  const whole = satoshis / SATOSHIS_PER_BTC;
  const fraction = (satoshis % SATOSHIS_PER_BTC).toString().padStart(8, "0");
  return `${whole}.${fraction}`;
}

/** The address an output script pays, or null for scripts without one (P2PK, bare multisig, OP_RETURN data). */
export function outputAddress(script: Uint8Array, network: BitcoinNetwork): string | null {
  try {
    const decoded = OutScript.decode(script);
    if (decoded.type === "unknown") return null;
    return Address(network === "testnet" ? TEST_NETWORK : NETWORK).encode(decoded);
  } catch {
    return null;
  }
}

function merkleRoot(txids: Uint8Array[]): Uint8Array {
  let level = txids;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1] ?? left;
      const pair = new Uint8Array(64);
      pair.set(left, 0);
      pair.set(right, 32);
      next.push(sha256d(pair));
    }
    level = next;
  }
  return level[0]!;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Checks a raw block against the hash it was fetched by (and, given its height, against the height its coinbase
 * names) and lists every output that pays an address with a non-zero amount: BTC with eight decimals, the
 * output's index, the transaction's id.
 */
export function decodeBitcoinBlock(
  raw: Uint8Array,
  expectedHash: string,
  network: BitcoinNetwork,
  height?: number,
): DecodedBitcoinBlock {
  if (raw.length <= HEADER_BYTES) throw new BitcoinBlockError("too short for a block");
  const header = raw.subarray(0, HEADER_BYTES);
  const hash = displayHex(sha256d(header));
  if (hash !== expectedHash.toLowerCase()) {
    throw new BitcoinBlockError(`its header hashes to ${hash}, not to the block asked for`);
  }
  let txs: ReturnType<typeof RawTxs.decode>;
  try {
    txs = RawTxs.decode(raw.subarray(HEADER_BYTES));
  } catch {
    throw new BitcoinBlockError("its transactions could not be read");
  }
  if (txs.length === 0) throw new BitcoinBlockError("it has no transactions");

  // The id leaves out the witness, so it is the hash of the transaction written the pre-SegWit way.
  const ids = txs.map((tx) => sha256d(RawTx.encode({ ...tx, segwitFlag: false, witnesses: undefined })));
  const seen = new Set<string>();
  for (const id of ids) {
    const key = bytesToHex(id);
    // Repeated transactions give the same merkle root as the honest block (CVE-2012-2459): never a real block.
    if (seen.has(key)) throw new BitcoinBlockError("it repeats a transaction");
    seen.add(key);
  }
  if (!sameBytes(merkleRoot(ids), header.subarray(36, 68))) {
    throw new BitcoinBlockError("its transactions do not match the merkle root of its header");
  }

  if (height !== undefined && height >= HEIGHT_IN_COINBASE_FROM[network]) {
    // The hash proves the body, not the height a node filed it under; the coinbase does (as a script number).
    const named = Script.encode([height]);
    const scriptSig = txs[0]!.inputs[0]!.finalScriptSig;
    if (!sameBytes(scriptSig.subarray(0, named.length), named)) {
      throw new BitcoinBlockError(`its coinbase does not name height ${height}`);
    }
  }

  const transfers: ChainTransfer[] = [];
  txs.forEach((tx, t) => {
    const txHash = displayHex(ids[t]!);
    tx.outputs.forEach((output, index) => {
      if (output.amount <= 0n) return;
      const to = outputAddress(output.script, network);
      if (to) transfers.push({ txHash, index, to, asset: "BITCOIN", amount: satoshisToBtc(output.amount) });
    });
  });
  return { hash, parentHash: displayHex(header.subarray(4, 36)), transfers };
}
