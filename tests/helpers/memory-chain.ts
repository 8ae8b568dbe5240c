// An Ethereum chain in memory for the deposit scanner (lib/deposits/watch/scan-chain.ts): block 0, then whatever
// the test mines. Tests that need a real node use the journeys' anvil instead.
import type { ChainBlock, ChainSource, ChainTransfer } from "@/lib/deposits/watch/chain-source";

export class MemoryChain implements ChainSource {
  readonly chain = "ETHEREUM" as const;
  readonly blocksByHeight: ChainBlock[];
  private txs = 0;

  /** `hashLetter` fills the block hashes, so two files' chains never share a hash. */
  constructor(private readonly hashLetter = "b") {
    this.blocksByHeight = [{ height: 0, hash: this.hashOf(0), parentHash: "", transfers: [] }];
  }

  mine(transfers: Omit<ChainTransfer, "txHash" | "index">[] = []) {
    const height = this.blocksByHeight.length;
    this.blocksByHeight.push({
      height,
      hash: this.hashOf(height),
      parentHash: this.hashOf(height - 1),
      transfers: transfers.map((t) => ({
        ...t,
        txHash: `0x${(++this.txs).toString(16).padStart(64, "0")}`,
        index: -1,
      })),
    });
  }
  mineEmpty(n: number) {
    for (let i = 0; i < n; i++) this.mine();
  }
  async tipHeight() {
    return this.blocksByHeight.length - 1;
  }
  async blocks(from: number, to: number) {
    return this.blocksByHeight.slice(from, to + 1);
  }
  async blockHash(height: number) {
    return this.blocksByHeight[height]?.hash ?? null;
  }

  private hashOf(height: number) {
    return `0x${this.hashLetter.repeat(56)}${height.toString(16).padStart(8, "0")}`;
  }
}
