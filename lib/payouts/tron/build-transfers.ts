// One unsigned TRC-20 transfer per withdrawal (Tron has no batching), in the JSON java-tron and TronWeb read:
// raw_data and its protobuf bytes (raw_data_hex), txID = sha256 of those bytes. The reference block is one the
// app already counts as final, so it cannot be reorganised away, and the expiration is as late as Tron accepts
// (a day after the reference block), giving the operator the time to sign offline.
import { bytesToHex } from "@noble/hashes/utils";
import {
  encodeTransferRaw,
  transferData,
  txIdOf,
  TRIGGER_TYPE_URL,
  type TransferRaw,
} from "./raw-transaction";
import type { TronBlock, TronTransaction } from "./tron-api";

/** Tron refuses an expiration more than 24 h after its head block; a minute less leaves room for rounding. */
export const EXPIRATION_MS = 24 * 60 * 60 * 1000 - 60_000;
/**
 * The most TRX a transfer may burn for energy (sun). A USDT transfer takes about 65,000 energy to a new holder,
 * which at today's 210 sun per energy burns ~14 TRX; 100 TRX leaves room for price rises and caps a runaway.
 */
export const FEE_LIMIT_SUN = 100_000_000;

export type TronTransfer = { to: string; amount: bigint };

export function transferFields(args: {
  owner: string;
  contract: string;
  refBlock: TronBlock;
  now: number;
  transfer: TronTransfer;
}): TransferRaw {
  const { refBlock } = args;
  return {
    refBlockBytes: (refBlock.number & 0xffff).toString(16).padStart(4, "0"),
    refBlockHash: refBlock.id.slice(16, 32),
    expiration: refBlock.timestamp + EXPIRATION_MS,
    timestamp: args.now,
    feeLimit: FEE_LIMIT_SUN,
    owner: args.owner,
    contract: args.contract,
    to: args.transfer.to,
    amount: args.transfer.amount,
  };
}

export function unsignedTransfer(fields: TransferRaw): TronTransaction {
  const raw = encodeTransferRaw(fields);
  return {
    visible: false,
    txID: txIdOf(raw),
    raw_data: {
      contract: [
        {
          parameter: {
            value: {
              data: transferData(fields.to, fields.amount),
              owner_address: fields.owner,
              contract_address: fields.contract,
            },
            type_url: TRIGGER_TYPE_URL,
          },
          type: "TriggerSmartContract",
        },
      ],
      ref_block_bytes: fields.refBlockBytes,
      ref_block_hash: fields.refBlockHash,
      expiration: fields.expiration,
      fee_limit: fields.feeLimit,
      timestamp: fields.timestamp,
    },
    raw_data_hex: bytesToHex(raw),
  };
}
