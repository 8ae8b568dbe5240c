import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deposits, transactions } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
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
    const undone = Object.entries(effect);
    const tookBack = undone
      .filter(([, amount]) => !amount.isNegative())
      .map(([asset, amount]) => ({ amount: amount.toFixed(), asset: assetSymbol(asset) }));
    const gaveBack = undone
      .filter(([, amount]) => amount.isNegative())
      .map(([asset, amount]) => ({ amount: amount.neg().toFixed(), asset: assetSymbol(asset) }));
    const transaction = t.id;
    const audit = await recordAudit(tx, {
      adminId,
      action: "TRANSACTION_DELETE",
      userId: t.userId,
      asset: t.asset,
      amount: t.amount,
      usdValue: t.usdEquivalent ?? undefined,
      ...(tookBack.length && gaveBack.length
        ? auditDetails("TRANSACTION_DELETED_UNDONE", { transaction, tookBack, gaveBack })
        : tookBack.length
          ? auditDetails("TRANSACTION_DELETED_TOOK_BACK", { transaction, amounts: tookBack })
          : gaveBack.length
            ? auditDetails("TRANSACTION_DELETED_GAVE_BACK", { transaction, amounts: gaveBack })
            : auditDetails("TRANSACTION_DELETED", { transaction })),
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
