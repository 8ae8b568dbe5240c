// Approve or reject a PENDING withdrawal (docs/architecture.md, "Money rules"): the status moves with one guarded UPDATE
// and everything else happens only if exactly that one row changed, so a double click or two admins at
// once can never decide (or refund) twice.
import { and, eq } from "drizzle-orm";
import { getDb, type Executor, type Tx } from "@/db/client";
import { notifications, transactions, withdrawalRequests, type WithdrawalRequest } from "@/db/schema";
import { recordAudit, type AuditAction } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { conflict, notFound } from "@/lib/api/errors";
import {
  amountFor,
  recipientLocaleIn,
  translatorFor,
  type ServerTranslator,
} from "@/lib/i18n/server-translator";
import { assetSymbol } from "@/lib/labels";
import { moneyString } from "@/lib/money/decimal";
import { withdrawalOutput } from "./withdrawal-output";

export type Decision = "APPROVED" | "REJECTED";

type DecisionEffects = {
  /** The WITHDRAWAL transaction's new status. */
  transactionStatus: "COMPLETED" | "INACTIVE";
  /** Extra work in the same transaction (the refund of a rejection, an approval's queued payout); it may
   *  name another status for the WITHDRAWAL transaction (PENDING while a queued payout is on its way). */
  apply?: (tx: Tx, request: WithdrawalRequest) => Promise<void | { transactionStatus: "PENDING" }>;
  /** The owner's notice, written with `t` (the notifications catalogue in the owner's language). */
  notice: (
    request: WithdrawalRequest,
    t: ServerTranslator,
    amount: string,
  ) => { title: string; content: string };
  auditAction: AuditAction;
};

export async function decideWithdrawal(
  id: number,
  adminId: number,
  decision: Decision,
  effects: DecisionEffects,
  /** A caller's transaction (a second administrator's approval applying the decision). */
  exec?: Executor,
) {
  const db = exec ?? (await getDb());
  const request = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(withdrawalRequests)
      .set({ status: decision, decidedBy: adminId, decidedAt: new Date() })
      .where(and(eq(withdrawalRequests.id, id), eq(withdrawalRequests.status, "PENDING")))
      .returning();
    if (!moved) {
      const [exists] = await tx
        .select({ id: withdrawalRequests.id })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.id, id));
      throw exists ? conflict("Withdrawal request is not pending") : notFound("Withdrawal request not found");
    }
    const applied = await effects.apply?.(tx, moved);
    await tx
      .update(transactions)
      .set({ status: applied?.transactionStatus ?? effects.transactionStatus, updatedAt: new Date() })
      .where(and(eq(transactions.withdrawalRequestId, moved.id), eq(transactions.type, "WITHDRAWAL")));
    // Stored as text, so written in the owner's language now (amounts as that reader writes numbers).
    const locale = await recipientLocaleIn(tx, moved.userId);
    const t = await translatorFor(locale, "notifications");
    const notice = effects.notice(moved, t, amountFor(locale, moneyString(moved.amount)));
    await tx
      .insert(notifications)
      .values({ userId: moved.userId, title: notice.title, content: notice.content, createdBy: adminId });
    await recordAudit(tx, {
      adminId,
      action: effects.auditAction,
      userId: moved.userId,
      asset: moved.asset,
      amount: moved.amount,
      ...auditDetails("WITHDRAWAL_DECIDED", {
        request: moved.id,
        amount: moneyString(moved.amount),
        asset: assetSymbol(moved.asset),
        address: moved.address,
      }),
      before: { status: "PENDING" },
      after: { status: decision },
    });
    return moved;
  });
  return withdrawalOutput(request);
}
