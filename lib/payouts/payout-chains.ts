// The networks Apex pays from a hot wallet: an EVM chain with both a node (its watcher's settings) and a key.
import { env } from "@/lib/env";
import { watchedChain, type WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { payoutWallet } from "./bitcoin/payout-wallet";
import { EvmNode } from "./evm-node";
import { PAYOUT_CHAINS, payoutSigner, type PayoutChain, type PayoutSigner } from "./signer";
import { tronSetup } from "./tron/tron-setup";

export type PayoutSetup = {
  chain: PayoutChain;
  watched: WatchedChain;
  signer: PayoutSigner;
  node: EvmNode;
  /** Replacement and the fee cap, in seconds and wei. */
  replaceAfterMs: number;
  maxFeePerGas: bigint;
};

export function payoutSetup(chain: PayoutChain): PayoutSetup | null {
  const watched = watchedChain(chain);
  if (!watched) return null;
  const signer = payoutSigner(chain);
  if (!signer) return null;
  const e = env();
  return {
    chain,
    watched,
    signer,
    node: new EvmNode(chain, watched.url),
    replaceAfterMs: e.PAYOUT_REPLACE_AFTER_SECONDS * 1000,
    maxFeePerGas: BigInt(Math.round(e.PAYOUT_MAX_FEE_GWEI * 1e9)),
  };
}

/**
 * Whether any network's payouts are Apex's to advance: an EVM hot wallet, the Bitcoin payout wallet (batches to
 * follow) or the Tron payout address. A setting the start-up check refuses counts as none here.
 */
export function anyPayoutChainConfigured(): boolean {
  return [
    () => PAYOUT_CHAINS.some((c) => payoutSetup(c)),
    () => watchedChain("BITCOIN") !== null && payoutWallet() !== null,
    () => tronSetup() !== null,
  ].some((configured) => {
    try {
      return configured();
    } catch {
      return false;
    }
  });
}

/** The hot-wallet chain of a withdrawal's network ("Ethereum Network"), or null: paid by hand. */
export function payoutChainFor(network: string): PayoutChain | null {
  for (const chain of PAYOUT_CHAINS) {
    const watched = watchedChain(chain);
    if (watched?.network === network && payoutSigner(chain)) return chain;
  }
  return null;
}
