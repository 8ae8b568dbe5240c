// Rejection returns the debited amount through the ledger, once (its reference is unique).
import { assetSymbol } from "@/lib/labels";
import { postEntry } from "@/lib/ledger/post-entry";
import { moneyString } from "@/lib/money/decimal";
import { decideWithdrawal } from "./decide-withdrawal";

export function rejectWithdrawal(id: number, adminId: number) {
  return decideWithdrawal(id, adminId, "REJECTED", {
    transactionStatus: "INACTIVE",
    auditAction: "WITHDRAWAL_REJECT",
    apply: async (tx, w) => {
      await postEntry(tx, {
        userId: w.userId,
        asset: w.asset,
        amount: moneyString(w.amount),
        kind: "WITHDRAWAL_REVERSAL",
        reference: `withdrawal-reversal:${w.id}`,
        memo: `Withdrawal request #${w.id} rejected`,
      });
    },
    notice: (w, t, amount) => ({
      title: t("withdrawal.rejected.title"),
      content: t("withdrawal.rejected.content", { amount, asset: assetSymbol(w.asset) }),
    }),
  });
}
