// What a Tron payout step needs: the watched chain (node, USDT contract, confirmations), the payout address and
// the node's API. Tron payouts are on when all three are configured.
import { conflict } from "@/lib/api/errors";
import { tronHexAddress } from "@/lib/deposits/watch/sources/tron-source";
import { watchedChain, type WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { tronPayoutAddress } from "./payout-address";
import { tronApi, type TronApi } from "./tron-api";

/** Tron's USDT contract carries 6 decimals (as on every other chain Apex pays USDT on). */
export const TRON_TOKEN_DECIMALS: Record<string, number> = { USDT: 6 };

export type TronSetup = {
  watched: WatchedChain;
  /** The payout address, 41-prefixed hex. */
  owner: string;
  api: TronApi;
  /** The configured token contract of an asset, 41-prefixed hex, or null. */
  contractOf(asset: string): string | null;
};

export function tronSetup(fetchImpl?: typeof fetch): TronSetup | null {
  const watched = watchedChain("TRON");
  const owner = tronPayoutAddress();
  if (!watched || !owner) return null;
  return {
    watched,
    owner,
    api: tronApi(watched.url, fetchImpl),
    contractOf(asset) {
      const contract = watched.tokens[asset as keyof typeof watched.tokens];
      return contract ? tronHexAddress(contract) : null;
    },
  };
}

export function requireTronSetup(fetchImpl?: typeof fetch): TronSetup {
  const setup = tronSetup(fetchImpl);
  if (!setup) throw conflict("Tron payouts are not configured (PAYOUT_ADDRESS_TRON, TRON_API_URL)");
  return setup;
}
