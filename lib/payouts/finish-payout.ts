// The ends of a payout, each one guarded UPDATE of the payout's state in one transaction with its effects: COMPLETED
// completes the withdrawal and its transaction; FAILED returns the amount through the ledger under the same
// reference a rejection uses (so a withdrawal can be given back once, whatever path got it there).
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payouts, transactions, withdrawalRequests } from "@/db/schema";
import { postEntry } from "@/lib/ledger/post-entry";
import { moneyString } from "@/lib/money/decimal";
import { auditPayout } from "./audit-payout";
import { tellInvestor } from "./tell-investor";

export async function completePayout(
  payoutId: number,
  hash: string,
  explorerTxUrl: string,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({ state: "COMPLETED", txHash: hash, lastError: null, updatedAt: new Date() })
      .where(and(eq(payouts.id, payoutId), eq(payouts.state, "BROADCAST")))
      .returning();
    if (!done) return false;
    const [request] = await tx
      .update(withdrawalRequests)
      .set({ status: "COMPLETED", txHash: hash })
      .where(eq(withdrawalRequests.id, done.withdrawalRequestId))
      .returning();
    await tx
      .update(transactions)
      .set({ status: "COMPLETED", updatedAt: new Date() })
      .where(and(eq(transactions.withdrawalRequestId, request.id), eq(transactions.type, "WITHDRAWAL")));
    await tellInvestor(tx, request, "completed", hash, explorerTxUrl + hash);
    await auditPayout(tx, request, { action: "PAYOUT_COMPLETED", hash });
    return true;
  });
}

/** FAILED with its reason for the back office, and the amount back on the investor's balance. */
export async function failPayout(
  payoutId: number,
  reason: string,
  hash: string | null,
  explorerTxUrl: string,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payouts)
      .set({ state: "FAILED", lastError: reason, updatedAt: new Date() })
      .where(and(eq(payouts.id, payoutId), inArray(payouts.state, ["QUEUED", "BROADCAST"])))
      .returning();
    if (!failed) return false;
    const [request] = await tx
      .update(withdrawalRequests)
      .set({ status: "FAILED", failureReason: reason, ...(hash ? { txHash: hash } : {}) })
      .where(eq(withdrawalRequests.id, failed.withdrawalRequestId))
      .returning();
    await postEntry(tx, {
      userId: request.userId,
      asset: request.asset,
      amount: moneyString(request.amount),
      kind: "WITHDRAWAL_REVERSAL",
      reference: `withdrawal-reversal:${request.id}`,
      memo: `Withdrawal request #${request.id} failed: ${reason}`.slice(0, 200),
    });
    await tx
      .update(transactions)
      .set({ status: "INACTIVE", updatedAt: new Date() })
      .where(and(eq(transactions.withdrawalRequestId, request.id), eq(transactions.type, "WITHDRAWAL")));
    await tellInvestor(tx, request, "failed", hash ?? "", hash ? explorerTxUrl + hash : "");
    await auditPayout(tx, request, { action: "PAYOUT_FAILED", reason, hash });
    return true;
  });
}
