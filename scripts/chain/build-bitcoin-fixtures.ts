// npx tsx scripts/chain/build-bitcoin-fixtures.ts: writes tests/fixtures/chain/bitcoin/chain.json and blocks.json,
// the Esplora answers the Bitcoin chain source and the deposit scan are tested against.
//
// These blocks are CONSTRUCTED, not recorded: the machine they were made on has no network, and no public chain
// pays the test mnemonic's addresses on demand or reorganises when asked. They are built the way a regtest node
// builds its own: the chain starts at regtest's real genesis block (checked against its published hash), every
// later block is mined to regtest's difficulty (bits 0x207fffff), its header names its parent and the merkle root
// of its transactions, and a block holding SegWit transactions commits to their witnesses in its coinbase as
// BIP141 asks. The transactions are really signed (btc-signer, deterministic RFC 6979 signatures), by keys derived
// here from a fixed phrase: never use them for value. The first payment spends an output from before the
// fixture's chain; each later one spends the previous one's change. Outputs are written as mainnet addresses so
// that BIP84's published vectors (the addresses of the "abandon … about" zpub) are the investors' addresses.
// blocks.json maps each block hash to the body of GET /block/:hash/raw (hex of the raw block, as Esplora serves
// it as application/octet-stream); chain.json lists the hash GET /block-height/:h answers at each height, for
// the main chain and for the fork, and what the blocks carry.
//
// Real blocks recorded from the public chains are in real-blocks.json beside them (the mainnet genesis block,
// mainnet block 542213, testnet3 blocks 301320 to 301322, copied from bitcoinjs-lib's test/fixtures/block.json;
// the source itself checks each against its hash and merkle root). To record more on a machine with network:
//   curl -s https://blockstream.info/api/block-height/542213            # the hash
//   curl -s https://blockstream.info/api/block/<hash>/raw | xxd -p | tr -d '\n'   # the body, as hex
// (…/testnet/api/… for testnet; mempool.space/api answers the same paths), and add them to real-blocks.json. A
// reorganisation cannot be recorded on demand: keep the fork below constructed.
//
// What the main chain holds (investor 0 and 1 are BIP84's m/84'/0'/0'/0/0 and 0/1):
//   0  regtest's genesis block (its only output is pay-to-public-key: no address)
//   1  a coinbase only
//   2  0.0015 BTC to investor 0 (output 0), change (output 1)
//   3  one transaction: an OP_RETURN (output 0), 0.25 BTC to investor 1 (output 1), then one output of each other
//      address kind: P2TR, P2PKH, P2SH-P2WPKH (BIP86's, BIP44's and BIP49's first addresses of the same
//      mnemonic), P2WSH (outputs 2 to 5), 0.0005 BTC to investor 0 (output 6, below the minimum), change (7)
//   4  a coinbase only
//   5  0.5 BTC to investor 1 (output 0): the deposit the fork orphans, change (output 1)
//   6  a coinbase only
// The fork replaces height 5 onwards with a longer branch, 5' … 20', coinbases only.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import {
  Address,
  NETWORK,
  OutScript,
  p2pk,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
  p2wsh,
  RawTx,
  Script,
  Transaction,
} from "@scure/btc-signer";
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils";
import { deriveAddress } from "@/lib/deposits/addresses/derive-address";
import { parseAccountKey } from "@/lib/deposits/addresses/extended-key";
import { decodeBitcoinBlock } from "@/lib/deposits/watch/sources/bitcoin-block";

const OUT = path.join(process.cwd(), "tests/fixtures/chain/bitcoin");

const MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
const keyAt = (p: string) => root.derive(p);

const BIP84_ZPUB =
  "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
const investorKey = parseAccountKey("BITCOIN", BIP84_ZPUB);
const investors = [deriveAddress(investorKey, 0), deriveAddress(investorKey, 1)] as const;

// The payer and the miner: other accounts of the same phrase, never one of Apex's addresses.
const payer = keyAt("m/84'/0'/1'/0/0");
const payerOutput = p2wpkh(payer.publicKey!, NETWORK);
const miner = p2wpkh(keyAt("m/84'/0'/2'/0/0").publicKey!, NETWORK);
const others = {
  p2tr: p2tr(keyAt("m/86'/0'/0'/0/0").publicKey!.subarray(1), undefined, NETWORK),
  p2pkh: p2pkh(keyAt("m/44'/0'/0'/0/0").publicKey!, NETWORK),
  p2shP2wpkh: p2sh(p2wpkh(keyAt("m/49'/0'/0'/0/0").publicKey!, NETWORK), NETWORK),
  p2wsh: p2wsh(p2pk(keyAt("m/84'/0'/3'/0/0").publicKey!), NETWORK),
};

const SUBSIDY = 50_00000000n;
const REGTEST_BITS = 0x207fffff;
const FIRST_TIME = 1_767_225_600; // 2026-01-01, then one block every ten minutes

// Regtest's genesis: mainnet's genesis transaction under regtest's time, bits and nonce.
const MAINNET_GENESIS =
  "0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c0101000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000";
const REGTEST_GENESIS_HASH = "0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206";

const sha256d = (b: Uint8Array) => sha256(sha256(b));
const reversedHex = (b: Uint8Array) => bytesToHex(Uint8Array.from(b).reverse());
const u32le = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
};
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return concatBytes(Uint8Array.of(0xfe), u32le(n));
}

function merkleRoot(hashes: Uint8Array[]): Uint8Array {
  let level = hashes;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(sha256d(concatBytes(level[i]!, level[i + 1] ?? level[i]!)));
    level = next;
  }
  return level[0]!;
}

type Built = { raw: Uint8Array; txid: string };

function coinbase(height: number, tag: string, fees: bigint, witnessCommitment: Uint8Array | null): Built {
  // BIP34: the height first in the coinbase's script; the tag keeps blocks of the two branches apart.
  const scriptSig = Script.encode([height, utf8ToBytes(tag)]);
  const outputs = [{ amount: SUBSIDY + fees, script: miner.script }];
  if (witnessCommitment) {
    outputs.push({
      amount: 0n,
      script: Script.encode(["RETURN", concatBytes(hexToBytes("aa21a9ed"), witnessCommitment)]),
    });
  }
  const tx = {
    version: 2,
    segwitFlag: witnessCommitment !== null,
    inputs: [
      { txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: scriptSig, sequence: 0xffffffff },
    ],
    outputs,
    witnesses: witnessCommitment ? [[new Uint8Array(32)]] : undefined,
    lockTime: 0,
  };
  const raw = RawTx.encode(tx);
  return {
    raw,
    txid: reversedHex(sha256d(RawTx.encode({ ...tx, segwitFlag: false, witnesses: undefined }))),
  };
}

type Coin = { txid: string; index: number; amount: bigint };
type Pay = { script: Uint8Array; amount: bigint };

/** A payment by the payer, signed, its change (what is left after a 2,000-satoshi fee) in the last output. */
function payment(from: Coin, pays: Pay[]): { tx: Built; change: Coin; fee: bigint } {
  const fee = 2_000n;
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput({
    txid: from.txid,
    index: from.index,
    witnessUtxo: { script: payerOutput.script, amount: from.amount },
  });
  for (const p of pays) tx.addOutput({ script: p.script, amount: p.amount });
  const change = from.amount - fee - pays.reduce((s, p) => s + p.amount, 0n);
  tx.addOutput({ script: payerOutput.script, amount: change });
  tx.sign(payer.privateKey!);
  tx.finalize();
  return {
    tx: { raw: tx.extract(), txid: tx.id },
    change: { txid: tx.id, index: pays.length, amount: change },
    fee,
  };
}

function mine(height: number, parent: string, txs: Built[]): { hash: string; raw: Uint8Array } {
  const root = merkleRoot(txs.map((t) => hexToBytes(t.txid).reverse()));
  const head = concatBytes(
    u32le(0x20000000),
    hexToBytes(parent).reverse(),
    root,
    u32le(FIRST_TIME + 600 * height),
  );
  const target = BigInt("0x7fffff") << BigInt(8 * (0x20 - 3));
  for (let nonce = 0; ; nonce++) {
    const header = concatBytes(head, u32le(REGTEST_BITS), u32le(nonce));
    const hash = reversedHex(sha256d(header));
    if (BigInt(`0x${hash}`) <= target) {
      return { hash, raw: concatBytes(header, compactSize(txs.length), ...txs.map((t) => t.raw)) };
    }
  }
}

function block(height: number, parent: string, tag: string, payments: { tx: Built; fee: bigint }[] = []) {
  const fees = payments.reduce((s, p) => s + p.fee, 0n);
  let commitment: Uint8Array | null = null;
  if (payments.length > 0) {
    // BIP141: the coinbase's wtxid counts as zero; the reserved value is the coinbase's witness (32 zeros).
    const wtxids = [new Uint8Array(32), ...payments.map((p) => sha256d(p.tx.raw))];
    commitment = sha256d(concatBytes(merkleRoot(wtxids), new Uint8Array(32)));
  }
  return mine(height, parent, [coinbase(height, tag, fees, commitment), ...payments.map((p) => p.tx)]);
}

function regtestGenesis(): { hash: string; raw: Uint8Array } {
  const raw = hexToBytes(MAINNET_GENESIS);
  raw.set(u32le(1296688602), 68);
  raw.set(u32le(REGTEST_BITS), 72);
  raw.set(u32le(2), 76);
  const hash = reversedHex(sha256d(raw.subarray(0, 80)));
  if (hash !== REGTEST_GENESIS_HASH) throw new Error(`regtest genesis hashes to ${hash}`);
  return { hash, raw };
}

const blocks: Record<string, string> = {};
const main: string[] = [];
const fork: string[] = [];
function keep(chain: string[], b: { hash: string; raw: Uint8Array }) {
  blocks[b.hash] = bytesToHex(b.raw);
  chain.push(b.hash);
  return b.hash;
}
const tip = (chain: string[]) => chain[chain.length - 1]!;

const FUNDING: Coin = {
  txid: reversedHex(sha256d(utf8ToBytes("apex bitcoin fixture: the payer's coins from before this chain"))),
  index: 0,
  amount: 2_00000000n,
};
const investorScript = (i: 0 | 1) => OutScript.encode(Address(NETWORK).decode(investors[i]));

const a = payment(FUNDING, [{ script: investorScript(0), amount: 150_000n }]);
const b = payment(a.change, [
  { script: Script.encode(["RETURN", utf8ToBytes("apex fixture")]), amount: 0n },
  { script: investorScript(1), amount: 25_000_000n },
  { script: others.p2tr.script, amount: 1_000_000n },
  { script: others.p2pkh.script, amount: 2_000_000n },
  { script: others.p2shP2wpkh.script, amount: 3_000_000n },
  { script: others.p2wsh.script, amount: 4_000_000n },
  { script: investorScript(0), amount: 50_000n },
]);
const c = payment(b.change, [{ script: investorScript(1), amount: 50_000_000n }]);

keep(main, regtestGenesis());
keep(main, block(1, tip(main), "apex main 1"));
keep(main, block(2, tip(main), "apex main 2", [a]));
keep(main, block(3, tip(main), "apex main 3", [b]));
keep(main, block(4, tip(main), "apex main 4"));
keep(main, block(5, tip(main), "apex main 5", [c]));
keep(main, block(6, tip(main), "apex main 6"));

const FORK_HEIGHT = 5;
fork.push(...main.slice(0, FORK_HEIGHT));
for (let h = FORK_HEIGHT; h <= 20; h++) keep(fork, block(h, tip(fork), `apex fork ${h}`));

// Every block must pass the source's own checks, with the parent links of each branch.
for (const chain of [main, fork]) {
  chain.forEach((hash, h) => {
    const decoded = decodeBitcoinBlock(hexToBytes(blocks[hash]!), hash, "mainnet", h);
    if (h > 0 && decoded.parentHash !== chain[h - 1]) throw new Error(`block ${h}: wrong parent`);
  });
}

const btc = (sats: bigint) => `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, "0")}`;
const chain = {
  note: "Constructed regtest-style blocks in Esplora's answer format by scripts/chain/build-bitcoin-fixtures.ts (no network here).",
  network: "mainnet",
  forkHeight: FORK_HEIGHT,
  main,
  fork,
  investors: { "0": investors[0], "1": investors[1] },
  otherAddresses: {
    p2tr: others.p2tr.address,
    p2pkh: others.p2pkh.address,
    p2shP2wpkh: others.p2shP2wpkh.address,
    p2wsh: others.p2wsh.address,
    payer: payerOutput.address,
    miner: miner.address,
  },
  deposits: [
    { name: "first", height: 2, txHash: a.tx.txid, index: 0, investor: 0, amount: btc(150_000n) },
    { name: "second", height: 3, txHash: b.tx.txid, index: 1, investor: 1, amount: btc(25_000_000n) },
    { name: "belowMinimum", height: 3, txHash: b.tx.txid, index: 6, investor: 0, amount: btc(50_000n) },
    { name: "orphaned", height: 5, txHash: c.tx.txid, index: 0, investor: 1, amount: btc(50_000_000n) },
  ],
};

mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, "chain.json"), `${JSON.stringify(chain, null, 2)}\n`);
writeFileSync(path.join(OUT, "blocks.json"), `${JSON.stringify(blocks, null, 1)}\n`);
console.log(`wrote ${Object.keys(blocks).length} blocks to ${path.relative(process.cwd(), OUT)}`);
