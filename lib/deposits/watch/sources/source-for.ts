// The source that reads a watched chain, by the kind of node API it speaks.
import { env } from "@/lib/env";
import type { ChainSource } from "../chain-source";
import type { WatchedChain } from "../watched-chains";
import { esploraSource } from "./esplora-source";
import { evmSource } from "./evm-source";
import { tronSource } from "./tron-source";

export function sourceFor(watched: WatchedChain, fetchImpl: typeof fetch = fetch): ChainSource {
  switch (watched.chain) {
    case "ETHEREUM":
    case "BSC":
      return evmSource(
        { chain: watched.chain, url: watched.url, native: watched.native, tokens: watched.tokens },
        fetchImpl,
      );
    case "TRON":
      return tronSource({ url: watched.url, apiKey: env().TRON_API_KEY, tokens: watched.tokens }, fetchImpl);
    case "BITCOIN":
      return esploraSource({ url: watched.url }, fetchImpl);
  }
}
