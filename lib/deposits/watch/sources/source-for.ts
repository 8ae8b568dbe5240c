// The source that reads a watched chain, by the kind of node API it speaks.
import type { ChainSource } from "../chain-source";
import type { WatchedChain } from "../watched-chains";
import { evmSource } from "./evm-source";

export function sourceFor(watched: WatchedChain, fetchImpl: typeof fetch = fetch): ChainSource {
  switch (watched.chain) {
    case "ETHEREUM":
    case "BSC":
      return evmSource(
        { chain: watched.chain, url: watched.url, native: watched.native, tokens: watched.tokens },
        fetchImpl,
      );
    case "BITCOIN":
    case "TRON":
      throw new Error(`${watched.chain} is not watched by this build yet`);
  }
}
