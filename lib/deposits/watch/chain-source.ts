// What a chain watcher needs from a chain, whatever its kind: the tip, blocks with the transfers of the assets
// Apex credits, and a block's hash for walking back after a reorganisation. One implementation per kind of
// node API: EVM JSON-RPC (Ethereum, BNB Smart Chain), Esplora REST (Bitcoin), Tron's HTTP API.
import type { Coin } from "@/lib/money/assets";

export type ChainId = "ETHEREUM" | "BSC" | "BITCOIN" | "TRON";

/** A movement of a credited asset to some address, as one block carries it. */
export type ChainTransfer = {
  txHash: string;
  /**
   * Where in the transaction: the output's index (Bitcoin), the log index of a token's Transfer event (EVM,
   * Tron: -1 when the node gives none, one transfer per transaction), -1 for a native EVM transfer.
   * (chain, txHash, index) names the transfer for ever: the deposit's unique key.
   */
  index: number;
  /** The receiving address as the chain writes it (any case for EVM; the watcher normalises it). */
  to: string;
  asset: Coin;
  /** Asset units as an exact decimal string, all the chain's decimals (18 for ETH). */
  amount: string;
};

export type ChainBlock = {
  height: number;
  hash: string;
  parentHash: string;
  /** Only transfers of the credited assets that succeeded; the watcher keeps those to investors' addresses. */
  transfers: ChainTransfer[];
};

export interface ChainSource {
  readonly chain: ChainId;
  /** The height of the best block the node knows. */
  tipHeight(): Promise<number>;
  /** Blocks from..to inclusive, in height order. A source may fetch them however it likes (batched, paged). */
  blocks(from: number, to: number): Promise<ChainBlock[]>;
  /** The hash of the block at a height on the node's best chain; null above its tip. */
  blockHash(height: number): Promise<string | null>;
}

/** A node that answered with something else than a chain would (a proxy page, an error body): a scan error. */
export class ChainSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChainSourceError";
  }
}
