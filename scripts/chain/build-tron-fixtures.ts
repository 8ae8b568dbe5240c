// npx tsx scripts/chain/build-tron-fixtures.ts: writes tests/fixtures/chain/tron/, the Tron node answers the Tron
// chain source is tested against.
//
// These answers are CONSTRUCTED, not recorded: the machine they were made on has no network. They follow the
// real answers of java-tron's HTTP API field for field (tronprotocol/documentation-en's captured Nile answers of
// /wallet/getblockbynum, /wallet/getblockbylimitnext, /wallet/gettransactioninfobyblocknum,
// /wallet/gettransactioninfobyid and /wallet/triggerconstantcontract, and a mainnet USDT transfer's
// gettransactioninfobyblocknum answer for block 30864600): blocks as getblockbynum answers them (blockID,
// block_header.raw_data, witness_signature, transactions with txID, raw_data, raw_data_hex, signature, ret), and
// per block the array gettransactioninfobyblocknum answers (id, fee, blockNumber, blockTimeStamp,
// contractResult, contract_address, receipt, log with 20-byte hex addresses, result/resMessage when failed).
// The identifiers are computed as java-tron computes them: txID is SHA-256 of the transaction's raw_data in
// protobuf (raw_data_hex), blockID is the height in 8 bytes followed by the last 24 bytes of SHA-256 of the
// header's raw_data in protobuf, and every signature is a real secp256k1 signature by the key behind the
// owner or witness address (keys derived here from fixed phrases: never use them for value). txTrieRoot is a
// SHA-256 Merkle root over the serialised transactions; nothing checks it.
//
// Recording real answers instead: on a machine with network, POST each path to a node
// (https://api.trongrid.io, header TRON-PRO-API-KEY: <key>) and save the answers unchanged, e.g.
//   curl -s -X POST https://api.trongrid.io/wallet/getblockbynum -H 'content-type: application/json' \
//     -d '{"num": 30864600}' > block.json
//   curl -s -X POST https://api.trongrid.io/wallet/gettransactioninfobyblocknum -d '{"num": 30864600}' > infos.json
// for a run of consecutive blocks holding USDT transfers to an address you control (send a few yourself to one
// of the test mnemonic's addresses on Nile, https://nile.trongrid.io, with Nile's USDT contract), then point the
// tests' expected transfers at those blocks. A reorganisation cannot be recorded on demand: keep the fork below
// constructed.
//
// What the chain holds (heights from 30864600, called H; the investors are m/44'/195'/0'/0/0 and 0/1 of
// BIP39's "abandon … about" test mnemonic, the addresses lib/deposits/addresses derives):
//   H+0  empty block
//   H+1  a TRX transfer; 1,000 USDT to someone else
//   H+2  125.5 USDT to investor 0; a payout contract's call whose logs are [its own event, 42.000001 USDT to
//        investor 1, 10 USDT to someone else] (investor 1's transfer is log 1)
//   H+3  a reverted USDT transfer of 500 to investor 0 (its Transfer log kept on purpose: a real reverted call
//        logs nothing, but the source must ignore a failed transaction whatever it carries); 77 USDC-on-Tron (a
//        token Apex does not configure) to investor 0; a zero-amount USDT "transfer" to investor 0 (address
//        poisoning)
//   H+4 … H+7  TRX transfers and an empty block
//   H+8  300 USDT to investor 1: the deposit the fork orphans
//   H+9 … H+19  TRX transfers
// The fork replaces H+8 onwards with a longer branch (H+8' … H+21'): H+8' another TRX transfer, H+9' 7.25 USDT to
// investor 0, the rest TRX transfers. USDT's decimals() answers 6.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { secp256k1 } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha2";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils";
import { deriveAddress, tronAddress } from "@/lib/deposits/addresses/derive-address";
import { parseAccountKey } from "@/lib/deposits/addresses/extended-key";
import { tronHexAddress } from "@/lib/deposits/watch/sources/tron-source";

const OUT = path.join(process.cwd(), "tests/fixtures/chain/tron");

const FIRST_HEIGHT = 30_864_600;
const MAIN_LAST = FIRST_HEIGHT + 19;
const FORK_AT = FIRST_HEIGHT + 8;
const FORK_LAST = FIRST_HEIGHT + 21;
/** Block 30864600's time on mainnet; Tron makes a block every 3 s. */
const FIRST_TIME = 1_623_056_091_000;

const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const USDC_TRON = "TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8";
const MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

const TRANSFER_TOPIC = "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
/** The payout contract's own event, PayoutStarted(uint256): any log that is no Transfer will do. */
const PAYOUT_TOPIC = bytesToHex(keccak_256(utf8ToBytes("PayoutStarted(uint256)")));
/** Its payout(uint256) function's selector. */
const PAYOUT_SELECTOR = bytesToHex(keccak_256(utf8ToBytes("payout(uint256)"))).slice(0, 8);
const REVERT_MESSAGE = bytesToHex(utf8ToBytes("REVERT opcode executed"));

// ---- protobuf, the few field kinds these messages use ----------------------------------------------------

function varint(value: number | bigint): number[] {
  let v = BigInt(value);
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
}
const bytesField = (no: number, bytes: Uint8Array | number[]): number[] =>
  bytes.length === 0 ? [] : [...varint((no << 3) | 2), ...varint(bytes.length), ...bytes];
const intField = (no: number, value: number | bigint): number[] =>
  BigInt(value) === 0n ? [] : [...varint(no << 3), ...varint(value)];
const stringField = (no: number, text: string) => bytesField(no, utf8ToBytes(text));
const hex = (h: string) => hexToBytes(h);

// ---- keys and addresses ------------------------------------------------------------------------------------

function keyFor(phrase: string) {
  const privateKey = sha256(utf8ToBytes(`apex tron fixture: ${phrase}`));
  const address = tronAddress(secp256k1.getPublicKey(privateKey, true));
  return { privateKey, address, hex: tronHexAddress(address) };
}
type Key = ReturnType<typeof keyFor>;

/** Tron's signature: r, s and the recovery id plus 27, over the 32-byte hash. */
function sign(hash: Uint8Array, key: Key): string {
  const signature = secp256k1.sign(hash, key.privateKey);
  return bytesToHex(signature.toCompactRawBytes()) + (27 + signature.recovery).toString(16);
}

const tronAccount = parseAccountKey(
  "TRON",
  HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/195'/0'").publicExtendedKey,
);
const INVESTOR_0 = deriveAddress(tronAccount, 0);
const INVESTOR_1 = deriveAddress(tronAccount, 1);

const alice = keyFor("alice");
const bob = keyFor("bob");
const exchange = keyFor("exchange hot wallet");
const poisoner = keyFor("address poisoner");
const stranger = keyFor("someone else");
const payoutContract = keyFor("payout contract").hex;
const witnesses = [keyFor("witness 1"), keyFor("witness 2"), keyFor("witness 3")];

// ---- transactions --------------------------------------------------------------------------------------------

type BlockContext = { height: number; time: number; refBlockId: string; refHeight: number };
type Tx = { body: Record<string, unknown>; info: Record<string, unknown>; bytes: number[] };

const word = (value: bigint | string) =>
  (typeof value === "bigint" ? value.toString(16) : value).padStart(64, "0");
const addressWord = (hex41: string) => word(hex41.slice(2));

function transaction(
  ctx: BlockContext,
  signer: Key,
  contract: {
    type: "TransferContract" | "TriggerSmartContract";
    value: Record<string, unknown>;
    encoded: number[];
  },
  ok: boolean,
  nonce: number,
): { body: Record<string, unknown>; id: string; bytes: (ret: number) => number[] } {
  const typeNumber = contract.type === "TransferContract" ? 1 : 31;
  const typeUrl = `type.googleapis.com/protocol.${contract.type}`;
  const refBlockBytes = (ctx.refHeight & 0xffff).toString(16).padStart(4, "0");
  const refBlockHash = ctx.refBlockId.slice(16, 32);
  const timestamp = ctx.time - 2_000 - nonce * 37;
  const expiration = ctx.time + 57_000;
  const feeLimit = contract.type === "TriggerSmartContract" ? 100_000_000 : 0;
  const any = [...stringField(1, typeUrl), ...bytesField(2, contract.encoded)];
  const raw = [
    ...bytesField(1, hex(refBlockBytes)),
    ...bytesField(4, hex(refBlockHash)),
    ...intField(8, expiration),
    ...bytesField(11, [...intField(1, typeNumber), ...bytesField(2, any)]),
    ...intField(14, timestamp),
    ...intField(18, feeLimit),
  ];
  const id = bytesToHex(sha256(Uint8Array.from(raw)));
  const signature = sign(hexToBytes(id), signer);
  const rawData: Record<string, unknown> = {
    contract: [{ parameter: { value: contract.value, type_url: typeUrl }, type: contract.type }],
    ref_block_bytes: refBlockBytes,
    ref_block_hash: refBlockHash,
    expiration,
    ...(feeLimit ? { fee_limit: feeLimit } : {}),
    timestamp,
  };
  const body = {
    ret: [{ contractRet: ok ? "SUCCESS" : "REVERT" }],
    signature: [signature],
    txID: id,
    raw_data: rawData,
    raw_data_hex: bytesToHex(Uint8Array.from(raw)),
  };
  // The whole transaction as the block's Merkle tree hashes it: raw_data, signature, ret.
  const bytes = (ret: number) => [
    ...bytesField(1, raw),
    ...bytesField(2, hexToBytes(signature)),
    ...bytesField(5, intField(3, ret)),
  ];
  return { body, id, bytes };
}

function trxTransfer(ctx: BlockContext, from: Key, to: Key, sun: number, nonce: number): Tx {
  const value = { amount: sun, owner_address: from.hex, to_address: to.hex };
  const encoded = [...bytesField(1, hex(from.hex)), ...bytesField(2, hex(to.hex)), ...intField(3, sun)];
  const tx = transaction(ctx, from, { type: "TransferContract", value, encoded }, true, nonce);
  return {
    body: tx.body,
    bytes: tx.bytes(1),
    info: {
      id: tx.id,
      blockNumber: ctx.height,
      blockTimeStamp: ctx.time,
      contractResult: [""],
      receipt: { net_usage: 267 },
    },
  };
}

type Log = { token: string; from: string; to: string; units: bigint } | { raw: Record<string, unknown> };

/** A call of `contract` (a token's transfer, or the payout contract) that emitted `logs`. */
function contractCall(
  ctx: BlockContext,
  from: Key,
  contract: string,
  data: string,
  logs: Log[],
  outcome: "SUCCESS" | "REVERT",
  nonce: number,
): Tx {
  const contractHex = tronHexAddress(contract);
  const value = { data, owner_address: from.hex, contract_address: contractHex };
  const encoded = [
    ...bytesField(1, hex(from.hex)),
    ...bytesField(2, hex(contractHex)),
    ...bytesField(4, hex(data)),
  ];
  const ok = outcome === "SUCCESS";
  const tx = transaction(ctx, from, { type: "TriggerSmartContract", value, encoded }, ok, nonce);
  const log = logs.map((l) =>
    "raw" in l
      ? l.raw
      : {
          address: tronHexAddress(l.token).slice(2),
          topics: [TRANSFER_TOPIC, addressWord(tronHexAddress(l.from)), addressWord(tronHexAddress(l.to))],
          data: word(l.units),
        },
  );
  const info: Record<string, unknown> = {
    id: tx.id,
    // Energy and bandwidth from staked TRX burn nothing, so a successful call shows no fee.
    ...(ok ? {} : { fee: 4_110_000 }),
    blockNumber: ctx.height,
    blockTimeStamp: ctx.time,
    contractResult: [ok ? word(1n) : ""],
    contract_address: contractHex,
    receipt: ok
      ? {
          energy_usage: 10_727,
          energy_usage_total: 14_631,
          net_usage: 345,
          origin_energy_usage: 3_904,
          result: "SUCCESS",
        }
      : { energy_fee: 3_765_000, energy_usage_total: 8_965, net_fee: 345_000, result: "REVERT" },
    log,
  };
  if (!ok) {
    info.result = "FAILED";
    info.resMessage = REVERT_MESSAGE;
  }
  return { body: tx.body, bytes: tx.bytes(ok ? 1 : 2), info };
}

function usdtTransfer(
  ctx: BlockContext,
  from: Key,
  to: string,
  units: bigint,
  nonce: number,
  token = USDT,
  outcome: "SUCCESS" | "REVERT" = "SUCCESS",
): Tx {
  const data = "a9059cbb" + addressWord(tronHexAddress(to)) + word(units);
  return contractCall(ctx, from, token, data, [{ token, from: from.address, to, units }], outcome, nonce);
}

// ---- blocks ------------------------------------------------------------------------------------------------

function merkleRoot(leaves: Uint8Array[]): string {
  if (leaves.length === 0) return "0".repeat(64);
  let level = leaves;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? sha256(Uint8Array.from([...level[i]!, ...level[i + 1]!])) : level[i]!);
    }
    level = next;
  }
  return bytesToHex(level[0]!);
}

type Block = { answer: Record<string, unknown>; infos: Record<string, unknown>[] };

function block(
  height: number,
  parentId: string,
  slot: number,
  txs: (ctx: BlockContext) => Tx[],
  ancestors: Map<number, string>,
): Block {
  const time = FIRST_TIME + (height - FIRST_HEIGHT) * 3_000 + slot * 3_000;
  const refHeight = height - 2;
  const ctx: BlockContext = { height, time, refHeight, refBlockId: ancestors.get(refHeight) ?? parentId };
  const list = txs(ctx);
  const witness = witnesses[(height + slot) % witnesses.length]!;
  const txTrieRoot = merkleRoot(list.map((t) => sha256(Uint8Array.from(t.bytes))));
  const version = 21;
  const raw = [
    ...intField(1, time),
    ...bytesField(2, hex(txTrieRoot)),
    ...bytesField(3, hex(parentId)),
    ...intField(7, height),
    ...bytesField(9, hex(witness.hex)),
    ...intField(10, version),
  ];
  const rawHash = sha256(Uint8Array.from(raw));
  const blockId = height.toString(16).padStart(16, "0") + bytesToHex(rawHash).slice(16);
  const answer: Record<string, unknown> = {
    blockID: blockId,
    block_header: {
      raw_data: {
        number: height,
        txTrieRoot,
        witness_address: witness.hex,
        parentHash: parentId,
        version,
        timestamp: time,
      },
      witness_signature: sign(rawHash, witness),
    },
  };
  if (list.length > 0) answer.transactions = list.map((t) => t.body);
  return { answer, infos: list.map((t) => t.info) };
}

/** The main chain's transactions per height (relative to FIRST_HEIGHT). */
function mainTransactions(offset: number): (ctx: BlockContext) => Tx[] {
  switch (offset) {
    case 0:
      return () => [];
    case 1:
      return (ctx) => [
        trxTransfer(ctx, alice, bob, 25_000_000, 0),
        usdtTransfer(ctx, exchange, stranger.address, 1_000_000_000n, 1),
      ];
    case 2:
      return (ctx) => [
        usdtTransfer(ctx, exchange, INVESTOR_0, 125_500_000n, 0),
        contractCall(
          ctx,
          alice,
          payoutContract,
          PAYOUT_SELECTOR + word(2n),
          [
            { raw: { address: payoutContract.slice(2), topics: [PAYOUT_TOPIC], data: word(2n) } },
            { token: USDT, from: tronHexAddress(payoutContract), to: INVESTOR_1, units: 42_000_001n },
            { token: USDT, from: tronHexAddress(payoutContract), to: stranger.address, units: 10_000_000n },
          ],
          "SUCCESS",
          1,
        ),
      ];
    case 3:
      return (ctx) => [
        usdtTransfer(ctx, bob, INVESTOR_0, 500_000_000n, 0, USDT, "REVERT"),
        usdtTransfer(ctx, exchange, INVESTOR_0, 77_000_000n, 1, USDC_TRON),
        usdtTransfer(ctx, poisoner, INVESTOR_0, 0n, 2),
      ];
    case 5:
      return () => [];
    case 8:
      return (ctx) => [usdtTransfer(ctx, exchange, INVESTOR_1, 300_000_000n, 0)];
    default:
      return (ctx) => [trxTransfer(ctx, alice, bob, 1_000_000 * offset, 0)];
  }
}

function forkTransactions(offset: number): (ctx: BlockContext) => Tx[] {
  switch (offset) {
    case 8:
      return (ctx) => [trxTransfer(ctx, bob, alice, 3_000_000, 0)];
    case 9:
      return (ctx) => [usdtTransfer(ctx, exchange, INVESTOR_0, 7_250_000n, 0)];
    default:
      return (ctx) => [trxTransfer(ctx, bob, alice, 2_000_000 * offset, 1)];
  }
}

/** The block before FIRST_HEIGHT: only its id is needed, as the first block's parent. */
const GENESIS_PARENT =
  (FIRST_HEIGHT - 1).toString(16).padStart(16, "0") + bytesToHex(sha256(utf8ToBytes("parent"))).slice(16);

function buildBranch(
  from: number,
  to: number,
  parentId: string,
  slot: number,
  txsAt: (offset: number) => (ctx: BlockContext) => Tx[],
  ancestors: Map<number, string>,
) {
  const blocks: Record<string, unknown> = {};
  const infos: Record<string, unknown> = {};
  let parent = parentId;
  for (let height = from; height <= to; height++) {
    const built = block(height, parent, slot, txsAt(height - FIRST_HEIGHT), ancestors);
    blocks[height] = built.answer;
    infos[height] = built.infos;
    parent = built.answer.blockID as string;
    ancestors.set(height, parent);
  }
  return { blocks, infos };
}

function decimalsAnswer(): Record<string, unknown> {
  const contract = tronHexAddress(USDT);
  const data = "313ce567"; // decimals()
  const ctx: BlockContext = {
    height: MAIN_LAST,
    time: FIRST_TIME + 19 * 3_000,
    refHeight: FIRST_HEIGHT - 1,
    refBlockId: GENESIS_PARENT,
  };
  const encoded = [
    ...bytesField(1, hex(contract)),
    ...bytesField(2, hex(contract)),
    ...bytesField(4, hex(data)),
  ];
  const value = { data, owner_address: contract, contract_address: contract };
  const tx = transaction(ctx, keyFor("unsigned"), { type: "TriggerSmartContract", value, encoded }, true, 0);
  const { signature: _unsigned, ret: _ret, ...unsigned } = tx.body;
  // A constant call's transaction is neither signed nor executed on chain: ret holds an empty result.
  return {
    result: { result: true },
    energy_used: 222,
    constant_result: [word(6n)],
    transaction: { ret: [{}], visible: false, ...unsigned },
  };
}

/** Written as the repository's formatter would write them, so that its check passes on a rebuild. */
async function write(name: string, value: unknown) {
  const file = path.join(OUT, name);
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(JSON.stringify(value, null, 2), { ...options, parser: "json" }));
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const ancestors = new Map<number, string>();
  const main = buildBranch(FIRST_HEIGHT, MAIN_LAST, GENESIS_PARENT, 0, mainTransactions, ancestors);
  const forkParent = (main.blocks[FORK_AT - 1] as { blockID: string }).blockID;
  const fork = buildBranch(FORK_AT, FORK_LAST, forkParent, 1, forkTransactions, new Map(ancestors));
  await write("blocks.json", main.blocks);
  await write("transaction-infos.json", main.infos);
  await write("fork-blocks.json", fork.blocks);
  await write("fork-transaction-infos.json", fork.infos);
  await write("usdt-decimals.json", decimalsAnswer());
  await write("chain.json", {
    note: "Constructed in the real answer format by scripts/chain/build-tron-fixtures.ts (no network here).",
    firstHeight: FIRST_HEIGHT,
    lastHeight: MAIN_LAST,
    forkHeight: FORK_AT,
    forkLastHeight: FORK_LAST,
    usdtContract: USDT,
    unconfiguredTokenContract: USDC_TRON,
    investors: { "0": INVESTOR_0, "1": INVESTOR_1 },
    stranger: stranger.address,
  });
  console.log(`Wrote ${OUT}: blocks ${FIRST_HEIGHT}…${MAIN_LAST}, fork ${FORK_AT}…${FORK_LAST}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
