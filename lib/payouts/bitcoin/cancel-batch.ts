// Cancelling an exported batch by hand, before it is signed: its payouts go back to waiting for the next export.
// Only an unsigned batch: once signed and broadcast, its transaction may be mined whatever Apex decides.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutBatches, payouts } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";

export async function cancelBitcoinBatch(batchId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    if (!batch || batch.chain !== "BITCOIN") throw notFound("Payout batch not found");
    const [cancelled] = await tx
      .update(payoutBatches)
      .set({ state: "CANCELLED" })
      .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.state, "EXPORTED")))
      .returning();
    if (!cancelled) throw conflict("Only a batch not yet signed can be cancelled");
    const back = await tx
      .update(payouts)
      .set({ batchId: null, updatedAt: new Date() })
      .where(and(eq(payouts.batchId, batchId), eq(payouts.state, "QUEUED")))
      .returning({ id: payouts.withdrawalRequestId });
    return { id: batchId, state: "CANCELLED" as const, withdrawals: back.map((b) => b.id) };
  });
}
