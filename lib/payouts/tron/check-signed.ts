// The operator's upload, checked before anything is broadcast: every exported transaction, signed, and nothing
// else. Each must be exactly an exported one (its raw_data's sha256 is the exported txID, and it decodes to the
// payout's own transfer: the contract, the recipient, the amount, from the payout address), and its signature
// over the txID must recover to the payout address. What is broadcast is the exported transaction with the
// uploaded signature, so no field of the upload other than the signed bytes can reach the node.
import { secp256k1 } from "@noble/curves/secp256k1";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils";
import { formatUnits, tronBase58Address } from "@/lib/deposits/watch/sources/tron-source";
import { decodeTransferRaw, RawTransactionError, txIdOf } from "./raw-transaction";
import type { TronTransaction } from "./tron-api";

export class SignedTronError extends Error {}

/** One exported transaction and the withdrawal it pays, as the batch stores them. */
export type ExportedTransfer = {
  payoutId: number;
  requestId: number;
  txID: string;
  contract: string;
  to: string;
  /** The token's smallest units, and what they are for the messages. */
  amount: string;
  asset: string;
  decimals: number;
  transaction: TronTransaction;
};

export type CheckedTransfer = { payoutId: number; requestId: number; txID: string; signed: TronTransaction };

/** The 41-prefixed address whose key made a 65-byte r‖s‖v signature over the txID. */
export function signerOf(txID: string, signature: string): string {
  const sig = signature.replace(/^0x/i, "").toLowerCase();
  if (!/^[0-9a-f]{130}$/.test(sig)) throw new Error("not a 65-byte signature");
  const v = Number.parseInt(sig.slice(128), 16);
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) throw new Error("not a 65-byte signature");
  const point = secp256k1.Signature.fromCompact(sig.slice(0, 128))
    .addRecoveryBit(recovery)
    .recoverPublicKey(txID);
  const hash = keccak_256(point.toRawBytes(false).slice(1));
  return "41" + bytesToHex(hash.slice(12));
}

function readUpload(upload: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(upload);
  } catch {
    throw new SignedTronError("the upload is not JSON");
  }
  // The exported file's shape ({ transactions: [...] }), or the bare list of signed transactions.
  const list = Array.isArray(parsed) ? parsed : (parsed as { transactions?: unknown })?.transactions;
  if (!Array.isArray(list) || list.some((t) => typeof t !== "object" || t === null))
    throw new SignedTronError("the upload is not a list of signed transactions");
  return list as Record<string, unknown>[];
}

const units = (amount: bigint | string) => amount.toString();

export function checkSignedTransfers(args: {
  owner: string;
  exported: ExportedTransfer[];
  upload: string;
}): CheckedTransfer[] {
  const { owner, exported } = args;
  const byId = new Map(exported.map((e) => [e.txID, e]));
  const checked = new Map<string, CheckedTransfer>();
  readUpload(args.upload).forEach((tx, i) => {
    const n = i + 1;
    const rawHex = typeof tx.raw_data_hex === "string" ? tx.raw_data_hex.toLowerCase() : "";
    if (!/^([0-9a-f]{2})+$/.test(rawHex))
      throw new SignedTronError(`transaction ${n} carries no raw_data_hex`);
    const raw = hexToBytes(rawHex);
    let fields;
    try {
      fields = decodeTransferRaw(raw);
    } catch (err) {
      const reason = err instanceof RawTransactionError ? err.message : "unreadable";
      throw new SignedTronError(`transaction ${n} is not a TRC-20 transfer (${reason})`);
    }
    const txID = txIdOf(raw);
    const mine = byId.get(txID);
    if (!mine) {
      // Not an exported transaction: say the difference that matters to the operator.
      const sameTo = exported.filter((e) => e.to === fields.to);
      if (fields.owner !== owner)
        throw new SignedTronError(
          `transaction ${n} is sent from ${tronBase58Address(fields.owner)}, not the payout address`,
        );
      if (!exported.some((e) => e.contract === fields.contract))
        throw new SignedTronError(
          `transaction ${n} calls ${tronBase58Address(fields.contract)}, not the token's contract`,
        );
      if (sameTo.length === 0)
        throw new SignedTronError(
          `transaction ${n} pays ${tronBase58Address(fields.to)}, which no withdrawal of this batch is paid to`,
        );
      const due = sameTo[0]!;
      const shown = (v: bigint) => `${formatUnits(v, due.decimals)} ${due.asset}`;
      if (!sameTo.some((e) => e.amount === units(fields.amount)))
        throw new SignedTronError(
          `transaction ${n} pays withdrawal ${due.requestId} ${shown(fields.amount)} instead of ${shown(BigInt(due.amount))}`,
        );
      throw new SignedTronError(`transaction ${n} is not one of the exported transactions`);
    }
    // The exported bytes were built from the payout; reading them back proves they still say the same.
    if (
      fields.owner !== owner ||
      fields.contract !== mine.contract ||
      fields.to !== mine.to ||
      units(fields.amount) !== mine.amount
    )
      throw new SignedTronError(`transaction ${n} does not pay withdrawal ${mine.requestId} as approved`);
    if (checked.has(txID)) throw new SignedTronError(`transaction ${n} is uploaded twice`);
    const signatures = tx.signature;
    if (!Array.isArray(signatures) || signatures.length !== 1 || typeof signatures[0] !== "string")
      throw new SignedTronError(`transaction ${n} must carry one signature`);
    let signer: string;
    try {
      signer = signerOf(txID, signatures[0]);
    } catch {
      throw new SignedTronError(`transaction ${n}'s signature is not a signature`);
    }
    if (signer !== owner)
      throw new SignedTronError(
        `transaction ${n} is signed by ${tronBase58Address(signer)}, not the payout address`,
      );
    checked.set(txID, {
      payoutId: mine.payoutId,
      requestId: mine.requestId,
      txID,
      signed: { ...mine.transaction, signature: [signatures[0].replace(/^0x/i, "").toLowerCase()] },
    });
  });
  const missing = exported.filter((e) => !checked.has(e.txID));
  if (missing.length > 0)
    throw new SignedTronError(`withdrawal ${missing.map((m) => m.requestId).join(", ")} is not signed`);
  return [...checked.values()];
}
