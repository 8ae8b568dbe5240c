// A signed Tron transfer the node refused to broadcast (a bad signature, too little energy or bandwidth, a
// reference block it does not know…): the reason goes on the payout (shown under the withdrawal's status) and on
// its batch, and into the log once per reason, instead of the transfer being sent again unnoticed. It is still
// sent again while it can be mined: a node that refused it for its resources may take it later. Nothing is
// refunded for a refusal: the expiry rule (follow-tron-payouts) ends a transfer that can no longer be mined.
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutBatches, payouts } from "@/db/schema";
import { areaLog } from "@/lib/log/logger";

export async function recordTronRefusal(
  payoutId: number,
  txId: string,
  refusal: { code: string; message: string },
): Promise<void> {
  const reason =
    `The node refused the transfer: ${refusal.code}${refusal.message ? `: ${refusal.message}` : ""}`.slice(
      0,
      500,
    );
  const db = await getDb();
  const [changed] = await db
    .update(payouts)
    .set({ lastError: reason, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), sql`${payouts.lastError} is distinct from ${reason}`))
    .returning({ batchId: payouts.batchId });
  if (!changed) return;
  if (changed.batchId !== null)
    await db
      .update(payoutBatches)
      .set({ refusal: `${txId}: ${reason}`.slice(0, 500), refusedAt: new Date() })
      .where(eq(payoutBatches.id, changed.batchId));
  areaLog("payouts").warn(
    { payout: payoutId, txid: txId, code: refusal.code, reason: refusal.message },
    `Tron payout ${payoutId}: the node refused transfer ${txId}: ${refusal.code} ${refusal.message}`,
  );
}
