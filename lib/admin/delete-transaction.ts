import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { deposits, transactions } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { assetSymbol } from "@/lib/labels";
import { Money } from "@/lib/money/decimal";
import { findAsProposed, type ProposedChange, type TransactionChange } from "./approvals/transaction-change";
import { findAdminTransaction, transactionSnapshot } from "./find-admin-transaction";
import { checkCovered, plannedDeltas, settleEffect } from "./transaction-ledger";

export type DeleteOptions = {
  /** Inside a caller's transaction (a second administrator's approval applying it). */
  exec?: Executor;
  /** Under the two-person rule: a deletion that would post to the ledger is answered as `{ proposal }`. */
  proposeIfMoneyMoves?: boolean;
  /** Approving a proposal: the transaction and its effect must still be what the proposal recorded (409). */
  asProposed?: ProposedChange;
};

/**
 * DELETE /api/transactions/{id}: a soft delete that undoes the row's own money with a compensating entry:
 * a credit or deposit is taken back (refused with 409 if the user already spent it), a reset is given
 * back. A transaction whose money is tied elsewhere (withdrawal, subscription, interest) is only hidden
 * from lists. The linked Deposit History row goes too; the ledger, the transaction row and the audit keep
 * the history.
 */
export async function deleteTransaction(
  adminId: number,
  id: number,
  options: DeleteOptions = {},
): Promise<{ message: string } | { proposal: TransactionChange }> {
  const db = options.exec ?? (await getDb());
  return db.transaction(async (tx) => {
    const { t } = await findAsProposed(options.asProposed, () => findAdminTransaction(tx, id));
    // What the deletion posts: the transaction's own effect, undone.
    const deltas = await plannedDeltas(tx, t, null);
    if (options.asProposed) options.asProposed.check(transactionSnapshot(t), deltas);
    if (options.proposeIfMoneyMoves && deltas.length) {
      await checkCovered(tx, t, deltas, "delete");
      const before = transactionSnapshot(t);
      const usdValue = t.usdEquivalent;
      return {
        proposal: {
          id: t.id,
          userId: t.userId,
          asset: t.asset,
          amount: t.amount,
          usdValue,
          before,
          effect: deltas,
        },
      };
    }
    const tookBack = deltas
      .filter((d) => new Money(d.amount).isNegative())
      .map((d) => ({ amount: new Money(d.amount).neg().toFixed(), asset: assetSymbol(d.asset) }));
    const gaveBack = deltas
      .filter((d) => !new Money(d.amount).isNegative())
      .map((d) => ({ amount: d.amount, asset: assetSymbol(d.asset) }));
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
    if (deltas.length) {
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
    return { message: "Transaction deleted" };
  });
}
