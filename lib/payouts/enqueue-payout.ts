// Approval on a network with a hot wallet queues the payout in the approving transaction: the engine pays
// only what is queued, so a withdrawal approved before the wallet existed (paid by hand) is never paid again.
import type { Tx } from "@/db/client";
import { payouts, type WithdrawalRequest } from "@/db/schema";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { bitcoinPayoutsOn } from "./bitcoin/bitcoin-payouts";
import { payoutChainFor } from "./payout-chains";
import { tronPayoutsOn } from "./tron/payout-address";

/** Queues the withdrawal's payout; true when its network has a hot wallet (otherwise it is paid by hand). */
export async function enqueuePayout(tx: Tx, request: WithdrawalRequest): Promise<boolean> {
  // Bitcoin and Tron wait for the next export signed offline (lib/payouts/bitcoin, lib/payouts/tron); EVM
  // networks for the hot wallet.
  const chain = bitcoinPayoutsOn(request.network)
    ? "BITCOIN"
    : tronPayoutsOn(request.network, request.asset)
      ? "TRON"
      : payoutChainFor(request.network);
  if (!chain) return false;
  await tx
    .insert(payouts)
    .values({
      withdrawalRequestId: request.id,
      chain,
      requiredConfirmations: watchedChain(chain)!.requiredConfirmations,
    })
    .onConflictDoNothing();
  return true;
}
