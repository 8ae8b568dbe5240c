import type { WithdrawalRequest } from "@/db/schema";
import {
  BITCOIN_NETWORK,
  BSC_NETWORK,
  ETHEREUM_NETWORK,
  TRON_NETWORK,
} from "@/lib/deposits/addresses/deposit-options";
import { explorerTxUrl } from "@/lib/deposits/explorer-url";
import { toDisplayNumber } from "@/lib/money/decimal";

const CHAIN_OF_NETWORK: Record<string, string> = {
  [ETHEREUM_NETWORK]: "ETHEREUM",
  [BSC_NETWORK]: "BSC",
  [BITCOIN_NETWORK]: "BITCOIN",
  [TRON_NETWORK]: "TRON",
};

/** The spec's withdrawal request fields, from an explicit column list, and the payout's transaction once sent. */
export function withdrawalOutput(w: WithdrawalRequest) {
  return {
    id: w.id,
    amount: toDisplayNumber(w.amount),
    asset: w.asset,
    network: w.network,
    address: w.address,
    status: w.status,
    createdAt: w.createdAt.toISOString(),
    txHash: w.txHash ?? null,
    explorerUrl: explorerTxUrl(CHAIN_OF_NETWORK[w.network] ?? null, w.txHash ?? null),
    // Never withdrawn to before, and not an ACTIVE saved address: a second look for the approver.
    newAddress: w.newAddress,
  };
}
