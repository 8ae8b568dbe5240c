// Where a deposit's transaction can be looked at: the chain's configured explorer with the hash appended. A chain
// that is no longer watched keeps its explorer, so older deposits still link somewhere.
import { env, type Env } from "@/lib/env";
import { watchedChain } from "./watch/watched-chains";
import type { ChainId } from "./watch/chain-source";

const EXPLORER_SETTING: Record<ChainId, keyof Env> = {
  ETHEREUM: "ETHEREUM_EXPLORER_TX_URL",
  BSC: "BSC_EXPLORER_TX_URL",
  BITCOIN: "BITCOIN_EXPLORER_TX_URL",
  TRON: "TRON_EXPLORER_TX_URL",
};

const isChainId = (chain: string): chain is ChainId => Object.hasOwn(EXPLORER_SETTING, chain);

/** The explorer link of a chain transfer, or null for an admin credit, an unknown chain or a setting that is
 *  not a web address (a link the browser would run rather than open). */
export function explorerTxUrl(chain: string | null, txHash: string | null, e: Env = env()): string | null {
  if (!chain || !txHash || !isChainId(chain)) return null;
  const base = watchedChain(chain, e)?.explorerTxUrl ?? String(e[EXPLORER_SETTING[chain]] ?? "");
  if (!/^https?:\/\//i.test(base)) return null;
  return `${base}${encodeURIComponent(txHash)}`;
}
