// Cancelling a batch by hand: an exported one not yet signed, or a broadcast one the node refused. Its payouts
// go back to waiting for the next export, which must spend one of its coins (replacement.ts): the operator may
// have broadcast the unsigned one's signed copy outside Apex, and a refused transaction may still be taken by
// another node, so at most one of the two may ever confirm. A broadcast batch the node took cannot be cancelled.
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutBatches, payouts, withdrawalRequests } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { auditDetails } from "@/lib/audit/audit-details";
import { recordAudit } from "@/lib/audit/record-audit";
import { afterCancelled } from "./bitcoin-payouts";
import { forgetBitcoinBalance } from "./wallet-balance";

export async function cancelBitcoinBatch(adminId: number, batchId: number) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    if (!batch || batch.chain !== "BITCOIN") throw notFound("Payout batch not found");
    const [cancelled] = await tx
      .update(payoutBatches)
      .set({ state: "CANCELLED" })
      .where(
        and(
          eq(payoutBatches.id, batchId),
          or(
            eq(payoutBatches.state, "EXPORTED"),
            and(eq(payoutBatches.state, "BROADCAST"), isNotNull(payoutBatches.refusal)),
          ),
        ),
      )
      .returning();
    if (!cancelled) throw conflict("Only a batch not yet signed, or one the node refused, can be cancelled");
    const back = await tx
      .update(payouts)
      .set({
        state: "QUEUED",
        batchId: null,
        txHash: null,
        blockNumber: null,
        confirmations: 0,
        lastError: null,
        afterBatches: afterCancelled(batchId),
        updatedAt: new Date(),
      })
      .where(and(eq(payouts.batchId, batchId), inArray(payouts.state, ["QUEUED", "BROADCAST"])))
      .returning({ id: payouts.withdrawalRequestId });
    if (batch.state === "BROADCAST" && back.length > 0)
      // Sent, then refused: the requests wait for a batch again, as approved ones do.
      await tx
        .update(withdrawalRequests)
        .set({ status: "APPROVED", txHash: null })
        .where(
          and(
            inArray(
              withdrawalRequests.id,
              back.map((b) => b.id),
            ),
            eq(withdrawalRequests.status, "BROADCAST"),
          ),
        );
    await recordAudit(tx, {
      adminId,
      action: "PAYOUT_BATCH_CANCEL",
      asset: "BITCOIN",
      ...auditDetails("PAYOUT_BATCH_CANCELLED", { batch: batchId, withdrawals: back.length }),
      before: { state: batch.state, txid: batch.txid, refusal: batch.refusal },
      after: { state: "CANCELLED", withdrawals: back.map((b) => b.id) },
    });
    return { id: batchId, state: "CANCELLED" as const, withdrawals: back.map((b) => b.id) };
  });
  forgetBitcoinBalance();
  return result;
}
