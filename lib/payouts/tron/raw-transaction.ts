// A TRC-20 transfer as Tron's protobuf Transaction.raw (core/Tron.proto): built here rather than by the node's
// /wallet/triggersmartcontract, so what the operator signs depends on nothing the node could change, and read
// back field by field to check an upload. The txID a signer signs is sha256 of these bytes.
//
//   raw { ref_block_bytes = 1; ref_block_hash = 4; expiration = 8; contract = 11; timestamp = 14; fee_limit = 18 }
//   Contract { type = 1 (TriggerSmartContract = 31); parameter = 2 (Any { type_url = 1; value = 2 }) }
//   TriggerSmartContract { owner_address = 1; contract_address = 2; data = 4 }
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils";

export const TRIGGER_SMART_CONTRACT = 31;
export const TRIGGER_TYPE_URL = "type.googleapis.com/protocol.TriggerSmartContract";
/** transfer(address,uint256) */
const TRANSFER_SELECTOR = "a9059cbb";

export type TransferRaw = {
  refBlockBytes: string;
  refBlockHash: string;
  /** Milliseconds since the epoch. */
  expiration: number;
  timestamp: number;
  /** Sun (1 TRX = 1,000,000). */
  feeLimit: number;
  /** 41-prefixed hex. */
  owner: string;
  contract: string;
  to: string;
  /** The token's smallest units. */
  amount: bigint;
};

export class RawTransactionError extends Error {}

function varint(value: bigint): number[] {
  const out: number[] = [];
  let v = value;
  do {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    out.push(v > 0n ? byte | 0x80 : byte);
  } while (v > 0n);
  return out;
}

const key = (field: number, wire: 0 | 2) => varint(BigInt((field << 3) | wire));
const intField = (field: number, value: number | bigint) => [...key(field, 0), ...varint(BigInt(value))];
const bytesField = (field: number, bytes: Uint8Array | number[]) => [
  ...key(field, 2),
  ...varint(BigInt(bytes.length)),
  ...bytes,
];

/** The transfer call's data: selector, recipient (20 bytes, left-padded) and amount, 32 bytes each. */
export function transferData(to: string, amount: bigint): string {
  return TRANSFER_SELECTOR + to.slice(2).padStart(64, "0") + amount.toString(16).padStart(64, "0");
}

export function encodeTransferRaw(t: TransferRaw): Uint8Array {
  const trigger = [
    ...bytesField(1, hexToBytes(t.owner)),
    ...bytesField(2, hexToBytes(t.contract)),
    ...bytesField(4, hexToBytes(transferData(t.to, t.amount))),
  ];
  const any = [...bytesField(1, new TextEncoder().encode(TRIGGER_TYPE_URL)), ...bytesField(2, trigger)];
  const contract = [...intField(1, TRIGGER_SMART_CONTRACT), ...bytesField(2, any)];
  return Uint8Array.from([
    ...bytesField(1, hexToBytes(t.refBlockBytes)),
    ...bytesField(4, hexToBytes(t.refBlockHash)),
    ...intField(8, t.expiration),
    ...bytesField(11, contract),
    ...intField(14, t.timestamp),
    ...intField(18, t.feeLimit),
  ]);
}

export const txIdOf = (raw: Uint8Array): string => bytesToHex(sha256(raw));

type Field = { field: number; value: bigint | Uint8Array };

/** Every field of one message, in order; anything that is not protobuf is an error. */
function readFields(bytes: Uint8Array): Field[] {
  const fields: Field[] = [];
  let at = 0;
  const readVarint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (at >= bytes.length) throw new RawTransactionError("truncated");
      const byte = bytes[at++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
    }
    throw new RawTransactionError("a number is too long");
  };
  while (at < bytes.length) {
    const tag = readVarint();
    const field = Number(tag >> 3n);
    const wire = Number(tag & 7n);
    if (wire === 0) fields.push({ field, value: readVarint() });
    else if (wire === 2) {
      const length = Number(readVarint());
      if (at + length > bytes.length) throw new RawTransactionError("truncated");
      fields.push({ field, value: bytes.slice(at, at + length) });
      at += length;
    } else throw new RawTransactionError(`field ${field} has an unexpected wire type`);
  }
  return fields;
}

/** The single field a message must carry, of the expected kind; any other field makes it something else. */
function only(fields: Field[], allowed: number[], what: string) {
  for (const f of fields)
    if (!allowed.includes(f.field))
      throw new RawTransactionError(`${what} carries an unexpected field ${f.field}`);
  const one = (field: number) => {
    const found = fields.filter((f) => f.field === field);
    if (found.length !== 1) throw new RawTransactionError(`${what} must carry field ${field} once`);
    return found[0]!.value;
  };
  return {
    bytes(field: number): Uint8Array {
      const v = one(field);
      if (!(v instanceof Uint8Array)) throw new RawTransactionError(`${what} field ${field} is not bytes`);
      return v;
    },
    int(field: number): bigint {
      const v = one(field);
      if (typeof v !== "bigint") throw new RawTransactionError(`${what} field ${field} is not a number`);
      return v;
    },
  };
}

/** Reads raw_data back; refuses anything but one plain TRC-20 transfer (no memo, permission or extra field). */
export function decodeTransferRaw(raw: Uint8Array): TransferRaw {
  const top = only(readFields(raw), [1, 4, 8, 11, 14, 18], "raw_data");
  const contract = only(readFields(top.bytes(11)), [1, 2], "the contract");
  if (contract.int(1) !== BigInt(TRIGGER_SMART_CONTRACT))
    throw new RawTransactionError("the contract is not a TriggerSmartContract");
  const any = only(readFields(contract.bytes(2)), [1, 2], "the contract's parameter");
  if (new TextDecoder().decode(any.bytes(1)) !== TRIGGER_TYPE_URL)
    throw new RawTransactionError("the contract's parameter is not a TriggerSmartContract");
  const trigger = only(readFields(any.bytes(2)), [1, 2, 4], "the TriggerSmartContract");
  const data = bytesToHex(trigger.bytes(4));
  if (data.length !== 8 + 128 || !data.startsWith(TRANSFER_SELECTOR) || !/^0{24}/.test(data.slice(8, 72)))
    throw new RawTransactionError("the call is not transfer(address,uint256)");
  return {
    refBlockBytes: bytesToHex(top.bytes(1)),
    refBlockHash: bytesToHex(top.bytes(4)),
    expiration: Number(top.int(8)),
    timestamp: Number(top.int(14)),
    feeLimit: Number(top.int(18)),
    owner: bytesToHex(trigger.bytes(1)),
    contract: bytesToHex(trigger.bytes(2)),
    to: "41" + data.slice(32, 72),
    amount: BigInt("0x" + data.slice(72)),
  };
}
