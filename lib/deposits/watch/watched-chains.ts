// Which chains are watched and how, from the settings: a chain is watched when its node URL is set. Each names
// the ledger assets it carries, its tokens' contracts and the depth a block needs before its deposits count.
import { env, type Env } from "@/lib/env";
import type { Coin } from "@/lib/money/assets";
import { BITCOIN_NETWORK, BSC_NETWORK, ETHEREUM_NETWORK, TRON_NETWORK } from "../addresses/deposit-options";
import type { KeyFamily } from "../addresses/extended-key";
import type { ChainId } from "./chain-source";

export type WatchedChain = {
  chain: ChainId;
  /** The spec's network name, as Deposit History shows it. */
  network: string;
  /** The family of the investors' addresses on this chain (deposit_addresses.network). */
  family: KeyFamily;
  url: string;
  /** Token contract per ledger asset; the chain's own coin (ETH on Ethereum, BTC) has none. */
  tokens: Partial<Record<Coin, string>>;
  /** The chain's own coin when Apex credits it: ETH on Ethereum, BTC on Bitcoin; none on BNB Smart Chain or Tron. */
  native: Coin | null;
  requiredConfirmations: number;
  startBlock: number | undefined;
  explorerTxUrl: string;
};

export const CHAIN_IDS: readonly ChainId[] = ["BITCOIN", "ETHEREUM", "BSC", "TRON"];

/** Each chain's network as the spec names it. */
export const CHAIN_NETWORK: Record<ChainId, string> = {
  BITCOIN: BITCOIN_NETWORK,
  ETHEREUM: ETHEREUM_NETWORK,
  BSC: BSC_NETWORK,
  TRON: TRON_NETWORK,
};

/** The depth a deposit on this network needs before it is credited, watched or not (the team credits a shared
 *  address after as many); 12 for a network Apex has no chain for. */
export function requiredConfirmationsOn(network: string, e: Env = env()): number {
  const confirmations: Record<ChainId, number> = {
    BITCOIN: e.BITCOIN_CONFIRMATIONS,
    ETHEREUM: e.ETHEREUM_CONFIRMATIONS,
    BSC: e.BSC_CONFIRMATIONS,
    TRON: e.TRON_CONFIRMATIONS,
  };
  const chain = CHAIN_IDS.find((c) => CHAIN_NETWORK[c] === network);
  return chain ? confirmations[chain] : 12;
}

function definition(e: Env, chain: ChainId): WatchedChain | null {
  switch (chain) {
    case "ETHEREUM":
      return e.ETHEREUM_RPC_URL
        ? {
            chain,
            network: ETHEREUM_NETWORK,
            family: "EVM",
            url: e.ETHEREUM_RPC_URL,
            tokens: tokens({ USDT: e.ETHEREUM_USDT_CONTRACT, USDC: e.ETHEREUM_USDC_CONTRACT }),
            native: "ETHEREUM",
            requiredConfirmations: e.ETHEREUM_CONFIRMATIONS,
            startBlock: e.ETHEREUM_START_BLOCK,
            explorerTxUrl: e.ETHEREUM_EXPLORER_TX_URL,
          }
        : null;
    case "BSC":
      return e.BSC_RPC_URL
        ? {
            chain,
            network: BSC_NETWORK,
            family: "EVM",
            url: e.BSC_RPC_URL,
            tokens: tokens({ USDT: e.BSC_USDT_CONTRACT, USDC: e.BSC_USDC_CONTRACT }),
            native: null,
            requiredConfirmations: e.BSC_CONFIRMATIONS,
            startBlock: e.BSC_START_BLOCK,
            explorerTxUrl: e.BSC_EXPLORER_TX_URL,
          }
        : null;
    case "BITCOIN":
      return e.BITCOIN_ESPLORA_URL
        ? {
            chain,
            network: BITCOIN_NETWORK,
            family: "BITCOIN",
            url: e.BITCOIN_ESPLORA_URL,
            tokens: {},
            native: "BITCOIN",
            requiredConfirmations: e.BITCOIN_CONFIRMATIONS,
            startBlock: e.BITCOIN_START_BLOCK,
            explorerTxUrl: e.BITCOIN_EXPLORER_TX_URL,
          }
        : null;
    case "TRON":
      return e.TRON_API_URL
        ? {
            chain,
            network: TRON_NETWORK,
            family: "TRON",
            url: e.TRON_API_URL,
            tokens: tokens({ USDT: e.TRON_USDT_CONTRACT }),
            native: null,
            requiredConfirmations: e.TRON_CONFIRMATIONS,
            startBlock: e.TRON_START_BLOCK,
            explorerTxUrl: e.TRON_EXPLORER_TX_URL,
          }
        : null;
  }
}

function tokens(byAsset: Partial<Record<Coin, string | undefined>>): Partial<Record<Coin, string>> {
  return Object.fromEntries(Object.entries(byAsset).filter(([, v]) => v)) as Partial<Record<Coin, string>>;
}

/** The chains this server watches, in a fixed order. */
export function watchedChains(e: Env = env()): WatchedChain[] {
  return CHAIN_IDS.map((c) => definition(e, c)).filter((c): c is WatchedChain => c !== null);
}

export function watchedChain(chain: ChainId, e: Env = env()): WatchedChain | null {
  return definition(e, chain);
}
