// Approval finalises a withdrawal: the funds already left the balance when it was requested.
import type { Executor } from "@/db/client";
import { assetSymbol } from "@/lib/labels";
import { decideWithdrawal } from "./decide-withdrawal";

export function approveWithdrawal(id: number, adminId: number, exec?: Executor) {
  return decideWithdrawal(
    id,
    adminId,
    "APPROVED",
    {
      transactionStatus: "COMPLETED",
      auditAction: "WITHDRAWAL_APPROVE",
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
