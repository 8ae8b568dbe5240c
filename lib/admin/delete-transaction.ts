import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deposits, transactions } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { assetSymbol } from "@/lib/labels";
import { findAdminTransaction, transactionSnapshot } from "./find-admin-transaction";
import { ledgerEffect, settleEffect } from "./transaction-ledger";

/**
 * DELETE /api/transactions/{id}: a soft delete that undoes the row's own money with a compensating entry:
 * a credit or deposit is taken back (refused with 409 if the user already spent it), a reset is given
 * back. A transaction whose money is tied elsewhere (withdrawal, subscription, interest) is only hidden
 * from lists. The linked Deposit History row goes too; the ledger, the transaction row and the audit keep
 * the history.
 */
export async function deleteTransaction(adminId: number, id: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { t } = await findAdminTransaction(tx, id);
    const effect = await ledgerEffect(tx, t);
    const undone = Object.entries(effect).map(([asset, amount]) =>
      amount.isNegative()
        ? `gave back ${amount.neg().toFixed()} ${assetSymbol(asset)}`
        : `took back ${amount.toFixed()} ${assetSymbol(asset)}`,
    );
    const audit = await recordAudit(tx, {
      adminId,
      action: "TRANSACTION_DELETE",
      userId: t.userId,
      asset: t.asset,
      amount: t.amount,
      usdValue: t.usdEquivalent ?? undefined,
      details: undone.length
        ? `Transaction #${t.id} deleted; ${undone.join(", ")}`
        : `Transaction #${t.id} deleted`,
      before: transactionSnapshot(t),
      after: { deleted: true },
    });
    if (undone.length) {
      await settleEffect(tx, t, null, {
        prefix: "txdelete",
        auditId: audit.id,
        memo: `Admin delete of transaction #${t.id}`,
        refusal: "delete",
      });
    }
    await tx
      .update(transactions)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(transactions.id, t.id));
    await tx.delete(deposits).where(eq(deposits.transactionId, t.id));
  });
  return { message: "Transaction deleted" };
}
