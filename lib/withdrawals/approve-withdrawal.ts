// Approval finalises a withdrawal: the funds already left the balance when it was requested.
import { assetSymbol } from "@/lib/labels";
import { moneyString } from "@/lib/money/decimal";
import { decideWithdrawal } from "./decide-withdrawal";

export function approveWithdrawal(id: number, adminId: number) {
  return decideWithdrawal(id, adminId, "APPROVED", {
    transactionStatus: "COMPLETED",
    auditAction: "WITHDRAWAL_APPROVE",
    notice: (w) => ({
      title: "Withdrawal approved",
      content: `Your withdrawal of ${moneyString(w.amount)} ${assetSymbol(w.asset)} to ${w.address} (${w.network}) has been approved.`,
    }),
  });
}
