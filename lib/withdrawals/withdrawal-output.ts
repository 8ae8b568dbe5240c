import type { WithdrawalRequest } from "@/db/schema";
import { toDisplayNumber } from "@/lib/money/decimal";

/** The spec's withdrawal request fields, from an explicit column list. */
export function withdrawalOutput(w: WithdrawalRequest) {
  return {
    id: w.id,
    amount: toDisplayNumber(w.amount),
    asset: w.asset,
    network: w.network,
    address: w.address,
    status: w.status,
    createdAt: w.createdAt.toISOString(),
  };
}
