// Ethereum and BNB Smart Chain through any JSON-RPC node: native transfers from the blocks' transactions, token
// deposits from the configured contracts' Transfer logs (one eth_getLogs per batch of blocks).
import type { Coin } from "@/lib/money/assets";
import {
  type ChainBlock,
  type ChainId,
  type ChainSource,
  ChainSourceError,
  type ChainTransfer,
} from "../chain-source";
import { jsonRpcClient } from "./json-rpc";

/** keccak256("Transfer(address,address,uint256)") */
export const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const DECIMALS_SELECTOR = "0x313ce567";

type RpcTransaction = { hash: string; to: string | null; value: string };
type RpcBlock = { number: string; hash: string; parentHash: string; transactions: RpcTransaction[] };
type RpcLog = {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
};

export type EvmSourceConfig = {
  chain: Extract<ChainId, "ETHEREUM" | "BSC">;
  url: string;
  /** The chain's own coin when Apex credits it (ETH on Ethereum); null on BNB Smart Chain (BNB is no ledger asset). */
  native: Coin | null;
  tokens: Partial<Record<Coin, string>>;
};

export function evmSource(config: EvmSourceConfig, fetchImpl: typeof fetch = fetch): ChainSource {
  const rpc = jsonRpcClient(config.chain === "BSC" ? "BNB Smart Chain" : "Ethereum", config.url, fetchImpl);
  const tokenByContract = new Map(
    Object.entries(config.tokens).map(([asset, contract]) => [contract!.toLowerCase(), asset as Coin]),
  );
  const decimals = new Map<string, Promise<number>>();

  function tokenDecimals(contract: string): Promise<number> {
    let known = decimals.get(contract);
    if (!known) {
      known = rpc
        .call<string>("eth_call", [{ to: contract, data: DECIMALS_SELECTOR }, "latest"])
        .then((hex) => {
          const n = Number(BigInt(hex));
          if (!Number.isInteger(n) || n < 0 || n > 36)
            throw new ChainSourceError(`token ${contract} has no usable decimals()`);
          return n;
        });
      known.catch(() => decimals.delete(contract));
      decimals.set(contract, known);
    }
    return known;
  }

  return {
    chain: config.chain,
    async tipHeight() {
      return Number(BigInt(await rpc.call<string>("eth_blockNumber", [])));
    },
    async blockHash(height) {
      const block = await rpc.call<RpcBlock | null>("eth_getBlockByNumber", [hex(height), false]);
      return block?.hash ?? null;
    },
    async blocks(from, to) {
      const heights = Array.from({ length: to - from + 1 }, (_, i) => from + i);
      const wantTransactions = config.native !== null;
      const raw = await rpc.batch<RpcBlock | null>(
        heights.map((h) => ({ method: "eth_getBlockByNumber", params: [hex(h), wantTransactions] })),
      );
      const blocks: ChainBlock[] = raw.map((b, i) => {
        if (!b) throw new ChainSourceError(`block ${heights[i]} is not on the node yet`);
        return {
          height: Number(BigInt(b.number)),
          hash: b.hash,
          parentHash: b.parentHash,
          transfers: wantTransactions ? nativeTransfers(b, config.native!) : [],
        };
      });
      if (tokenByContract.size > 0) await addTokenTransfers(blocks, from, to);
      return blocks;
    },
  };

  async function addTokenTransfers(blocks: ChainBlock[], from: number, to: number) {
    const logs = await rpc.call<RpcLog[]>("eth_getLogs", [
      {
        fromBlock: hex(from),
        toBlock: hex(to),
        address: [...tokenByContract.keys()],
        topics: [TRANSFER_TOPIC],
      },
    ]);
    for (const log of logs) {
      const contract = log.address.toLowerCase();
      const asset = tokenByContract.get(contract);
      // A standard Transfer has the two addresses as topics; anything else (ERC-721-like, malformed) is not ours.
      if (!asset || log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) continue;
      const block = blocks.find((b) => b.height === Number(BigInt(log.blockNumber)));
      // Logs answered for a block other than the one fetched: the chain moved between the two calls. The
      // block's parent check catches the move at the next batch; a log of a vanished block is dropped here.
      if (!block || block.hash !== log.blockHash) continue;
      const units = BigInt(log.data === "0x" ? 0 : log.data);
      if (units === BigInt(0)) continue;
      block.transfers.push({
        txHash: log.transactionHash,
        index: Number(BigInt(log.logIndex)),
        to: `0x${log.topics[2].slice(-40)}`,
        asset,
        amount: toDecimal(units, await tokenDecimals(contract)),
      });
    }
  }
}

/**
 * Plain value transfers to any address. Investors' deposit addresses are keys the operator holds (no code), and
 * a transaction to such an address cannot fail once it is in a block, so inclusion is enough. Coins that reach
 * an address through a contract's internal call are not seen here (that needs a tracing node); the team credits
 * those by hand.
 */
function nativeTransfers(block: RpcBlock, asset: Coin): ChainTransfer[] {
  return block.transactions.flatMap((t) => {
    if (!t.to || BigInt(t.value) === BigInt(0)) return [];
    return [{ txHash: t.hash, index: -1, to: t.to, asset, amount: toDecimal(BigInt(t.value), 18) }];
  });
}

/** Base units as an exact decimal string (bigint arithmetic: a uint256 can exceed any float or 50-digit decimal). */
export function toDecimal(units: bigint, decimals: number): string {
  const scale = BigInt(10) ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

function hex(n: number): string {
  return `0x${n.toString(16)}`;
}
