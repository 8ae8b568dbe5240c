// A broadcast batch the node does not have: it failed only when no version of it can ever confirm. Signatures
// do not change a SegWit transaction's id, so any version the operator could still send spends the same coins;
// once one of those coins is spent by another transaction buried at BITCOIN_CONFIRMATIONS, none can. Then its
// withdrawals are FAILED and refunded (each once: the payout's guarded UPDATE and the ledger's unique reference)
// and the batch CANCELLED. A node refusing the transaction for any other reason (a bad signature, a fee too low)
// is recorded as the payouts' error and the batch stays BROADCAST: a correctly signed copy could still be mined,
// and the operator ends it by spending one of its coins elsewhere. A coin spent by another batch of Apex's (a
// cancelled one the operator broadcast after all) is no failure either: that batch may pay the same withdrawals,
// so nothing is refunded and the administrator is told.
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutBatches, payouts } from "@/db/schema";
import type { WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { failPayout } from "../finish-payout";
import type { EsploraWallet } from "./esplora-wallet";

type Batch = typeof payoutBatches.$inferSelect;

/** True when the batch failed (now or on an earlier run that stopped half-way). */
export async function failIfDoubleSpent(
  esplora: EsploraWallet,
  batch: Batch,
  watched: WatchedChain,
  rejection: string | null,
): Promise<boolean> {
  const tip = await esplora.tipHeight();
  let spentBy: string | null = null;
  for (const input of batch.inputs as { txid: string; vout: number }[]) {
    const spend = await esplora.outspend(input.txid, input.vout);
    if (!spend || spend.txid === batch.txid || spend.blockHeight === null) continue;
    if (tip - spend.blockHeight + 1 >= watched.requiredConfirmations) {
      spentBy = spend.txid;
      break;
    }
  }
  const db = await getDb();
  if (!spentBy) {
    if (rejection)
      await db
        .update(payouts)
        .set({
          lastError: `The node refused the transaction: ${rejection}`.slice(0, 500),
          updatedAt: new Date(),
        })
        .where(and(eq(payouts.batchId, batch.id), eq(payouts.state, "BROADCAST")));
    return false;
  }
  const [ours] = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(
      and(
        eq(payoutBatches.chain, "BITCOIN"),
        eq(payoutBatches.txid, spentBy),
        ne(payoutBatches.id, batch.id),
      ),
    );
  if (ours) {
    await db
      .update(payouts)
      .set({
        lastError: `Its coins were spent by Bitcoin batch ${ours.id} (${spentBy}), which may pay it: not refunded`,
        updatedAt: new Date(),
      })
      .where(and(eq(payouts.batchId, batch.id), eq(payouts.state, "BROADCAST")));
    return false;
  }
  const reason = `Its coins were spent by another transaction (${spentBy})`;
  const members = await db.select().from(payouts).where(eq(payouts.batchId, batch.id));
  for (const p of members) await failPayout(p.id, reason, null, watched.explorerTxUrl);
  await db
    .update(payoutBatches)
    .set({ state: "CANCELLED" })
    .where(and(eq(payoutBatches.id, batch.id), eq(payoutBatches.state, "BROADCAST")));
  return true;
}
