// The Tron node's HTTP API as payouts use it: blocks (a reference block, the head, a block's time), the
// broadcast of a signed transaction, and where a transaction stands. Through the deposit watcher's client, so
// errors never carry the node's URL or API key.
import { ChainSourceError } from "@/lib/deposits/watch/chain-source";
import { tronNode } from "@/lib/deposits/watch/sources/tron-source";
import { env } from "@/lib/env";

export type TronBlock = { number: number; id: string; timestamp: number };

/** A transaction as the operator signs it and the node takes it (java-tron's JSON, addresses in hex). */
export type TronTransaction = {
  visible: false;
  txID: string;
  raw_data: {
    contract: {
      parameter: {
        value: { data: string; owner_address: string; contract_address: string };
        type_url: string;
      };
      type: "TriggerSmartContract";
    }[];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    fee_limit: number;
    timestamp: number;
  };
  raw_data_hex: string;
  signature?: string[];
};

/** Mined (with its execution's verdict), or unknown to the node. */
export type TronTxStatus =
  | { mined: true; blockNumber: number; success: boolean; reason: string | null }
  | { mined: false; known: boolean };

export type TronApi = {
  head(): Promise<TronBlock>;
  block(num: number): Promise<TronBlock>;
  /** True when the node took it or already has it; otherwise the node's reason. */
  broadcast(tx: TronTransaction): Promise<{ ok: true } | { ok: false; code: string; message: string }>;
  status(txId: string): Promise<TronTxStatus>;
};

type BlockAnswer = {
  blockID?: unknown;
  block_header?: { raw_data?: { number?: unknown; timestamp?: unknown } };
};

function readBlock(path: string, answer: unknown): TronBlock {
  const a = answer as BlockAnswer;
  const number = a?.block_header?.raw_data?.number;
  const timestamp = a?.block_header?.raw_data?.timestamp;
  if (
    typeof a?.blockID !== "string" ||
    !/^[0-9a-f]{64}$/.test(a.blockID) ||
    typeof number !== "number" ||
    typeof timestamp !== "number"
  )
    throw new ChainSourceError(`Tron: ${path} answered no block`);
  return { number, id: a.blockID, timestamp };
}

/** broadcasttransaction's message is hex-encoded text. */
function readMessage(message: unknown): string {
  if (typeof message !== "string") return "";
  if (!/^([0-9a-f]{2})+$/i.test(message)) return message.slice(0, 200);
  return Buffer.from(message, "hex").toString("utf8").slice(0, 200);
}

export function tronApi(url: string, fetchImpl?: typeof fetch): TronApi {
  const node = tronNode({ url, apiKey: env().TRON_API_KEY, tokens: {} }, fetchImpl ?? fetch);
  return {
    async head() {
      return readBlock("/wallet/getnowblock", await node.post("/wallet/getnowblock", {}));
    },
    async block(num) {
      return readBlock("/wallet/getblockbynum", await node.post("/wallet/getblockbynum", { num }));
    },
    async broadcast(tx) {
      const answer = (await node.post("/wallet/broadcasttransaction", tx)) as {
        result?: unknown;
        code?: unknown;
        message?: unknown;
      };
      // A transaction the node already holds was sent before (by us, or by anyone with the signed copy).
      if (answer?.result === true || answer?.code === "DUP_TRANSACTION_ERROR") return { ok: true };
      return {
        ok: false,
        code: typeof answer?.code === "string" ? answer.code : "UNKNOWN",
        message: readMessage(answer?.message),
      };
    },
    async status(txId) {
      const info = (await node.post("/wallet/gettransactioninfobyid", { value: txId })) as {
        id?: unknown;
        blockNumber?: unknown;
        result?: unknown;
        resMessage?: unknown;
        receipt?: { result?: unknown };
      };
      if (info?.id === txId && typeof info.blockNumber === "number") {
        // A TRC-20 call succeeded when its receipt says SUCCESS; FAILED (top level) or REVERT, OUT_OF_ENERGY…
        const verdict = info.receipt?.result;
        const success = info.result !== "FAILED" && verdict === "SUCCESS";
        const reason = success ? null : [verdict, readMessage(info.resMessage)].filter(Boolean).join(": ");
        return { mined: true, blockNumber: info.blockNumber, success, reason: reason || "FAILED" };
      }
      const tx = (await node.post("/wallet/gettransactionbyid", { value: txId })) as { txID?: unknown };
      return { mined: false, known: tx?.txID === txId };
    },
  };
}
