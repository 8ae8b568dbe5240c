// Approval finalises a withdrawal: the funds already left the balance when it was requested. On a network
// with a hot wallet it also queues the payout (lib/payouts), which Apex then sends and follows to the end.
import type { Executor } from "@/db/client";
import { assetSymbol } from "@/lib/labels";
import { enqueuePayout } from "@/lib/payouts/enqueue-payout";
import { decideWithdrawal } from "./decide-withdrawal";

export function approveWithdrawal(id: number, adminId: number, exec?: Executor) {
  return decideWithdrawal(
    id,
    adminId,
    "APPROVED",
    {
      transactionStatus: "COMPLETED",
      auditAction: "WITHDRAWAL_APPROVE",
      apply: async (tx, w) => ((await enqueuePayout(tx, w)) ? { transactionStatus: "PENDING" } : undefined),
      notice: (w, t, amount) => ({
        title: t("withdrawal.approved.title"),
        content: t("withdrawal.approved.content", {
          amount,
          asset: assetSymbol(w.asset),
          address: w.address,
          network: w.network,
        }),
      }),
    },
    exec,
  );
}
