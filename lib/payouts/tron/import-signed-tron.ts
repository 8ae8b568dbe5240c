// Import: the operator's signed transactions, checked against the exported batch (lib/payouts/tron/check-signed),
// are recorded (one payout_attempts row each, the payout BROADCAST) and only then broadcast. A broadcast that did
// not reach the node is sent again by the follow step: the record, not the node's answer, is what was decided;
// a refusal is recorded with its reason (record-refusal).
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutAttempts, payoutBatches, payouts, transactions, withdrawalRequests } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { auditPayout } from "../audit-payout";
import { tellInvestor } from "../tell-investor";
import { checkSignedTransfers, SignedTronError, type ExportedTransfer } from "./check-signed";
import { recordTronRefusal } from "./record-refusal";
import { requireTronSetup } from "./tron-setup";

const refused = (reason: string) =>
  badRequest(
    `The signed transaction is refused: ${reason}`,
    templated("SIGNED_TRANSACTION_REFUSED", { reason }),
  );

export async function importSignedTron(batchId: number, upload: string, fetchImpl?: typeof fetch) {
  const { api, owner, watched } = requireTronSetup(fetchImpl);
  const db = await getDb();
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch || batch.chain !== "TRON") throw notFound("Payout batch not found");
  if (batch.state !== "EXPORTED")
    throw conflict("This batch is no longer waiting for its signed transaction");
  const exported = batch.inputs as ExportedTransfer[];
  let checked;
  try {
    checked = checkSignedTransfers({ owner, exported, upload });
  } catch (err) {
    if (err instanceof SignedTronError) throw refused(err.message);
    throw err;
  }
  // Past its expiration no node takes it: the batch is handed back to the queue by the follow step instead.
  const expiration = Math.min(...exported.map((e) => e.transaction.raw_data.expiration));
  if ((await api.head()).timestamp >= expiration)
    throw refused(`its transactions expired at ${new Date(expiration).toISOString()}; export a new batch`);

  const recorded = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payoutBatches)
      .set({
        state: "BROADCAST",
        signed: JSON.stringify(checked.map((c) => c.signed)),
        broadcastAt: new Date(),
      })
      .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.state, "EXPORTED")))
      .returning();
    if (!moved) return false;
    for (const c of checked) {
      const [sent] = await tx
        .update(payouts)
        .set({ state: "BROADCAST", txHash: c.txID, lastError: null, updatedAt: new Date() })
        .where(and(eq(payouts.id, c.payoutId), eq(payouts.batchId, batchId), eq(payouts.state, "QUEUED")))
        .returning();
      if (!sent) continue;
      await tx.insert(payoutAttempts).values({
        payoutId: sent.id,
        txHash: c.txID,
        rawTx: JSON.stringify(c.signed),
        // Tron has no gas price: the fee limit (sun) is the most the transfer may burn.
        maxFeePerGas: "0",
        maxPriorityFeePerGas: "0",
        gasLimit: String(c.signed.raw_data.fee_limit),
      });
      const [request] = await tx
        .update(withdrawalRequests)
        .set({ status: "BROADCAST", txHash: c.txID })
        .where(eq(withdrawalRequests.id, sent.withdrawalRequestId))
        .returning();
      await tx
        .update(transactions)
        .set({ status: "PENDING", updatedAt: new Date() })
        .where(and(eq(transactions.withdrawalRequestId, request!.id), eq(transactions.type, "WITHDRAWAL")));
      await tellInvestor(tx, request!, "sent", c.txID, watched.explorerTxUrl + c.txID);
      await auditPayout(tx, request!, { action: "PAYOUT_SENT", hash: c.txID });
    }
    return true;
  });
  if (!recorded) throw conflict("This batch is no longer waiting for its signed transaction");
  for (const c of checked) {
    const sent = await api.broadcast(c.signed).catch(() => null);
    if (sent?.ok)
      await db.update(payoutAttempts).set({ sentAt: new Date() }).where(eq(payoutAttempts.txHash, c.txID));
    else if (sent) await recordTronRefusal(c.payoutId, c.txID, sent);
  }
  return { id: batchId, txids: checked.map((c) => c.txID), state: "BROADCAST" as const };
}
