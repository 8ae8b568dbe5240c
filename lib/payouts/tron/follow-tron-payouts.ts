// One step of every Tron payout signed offline. A sent transfer is COMPLETED once its block is
// TRON_CONFIRMATIONS deep and its receipt says SUCCESS, FAILED (and refunded) when the receipt says it failed at
// that depth, or when it expired unmined: Tron never takes a transaction past its expiration, so once a block the
// app counts as final is later than the expiration and the node knows nothing of the transaction, nothing can
// pay it any more and the refund cannot pay twice. Until then an unknown transfer is broadcast again. An
// exported batch never signed is handed back to the queue by the same rule.
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutAttempts, payoutBatches, payouts } from "@/db/schema";
import { completePayout, failPayout } from "../finish-payout";
import type { ExportedTransfer } from "./check-signed";
import type { TronBlock, TronTransaction } from "./tron-api";
import { recordTronRefusal } from "./record-refusal";
import { tronSetup } from "./tron-setup";

export type TronStep = { id: number; status: string; txHash: string };

export async function followTronPayouts(fetchImpl?: typeof fetch): Promise<TronStep[]> {
  const setup = tronSetup(fetchImpl);
  if (!setup) return [];
  const { api, watched } = setup;
  const db = await getDb();
  // The node is asked only while something of Tron's is open.
  const [anyOpen] = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.chain, "TRON"), inArray(payoutBatches.state, ["EXPORTED", "BROADCAST"])))
    .limit(1);
  if (!anyOpen) return [];
  const head = await api.head();
  let final: TronBlock | null = null;
  /** The newest block the app counts as final (TRON_CONFIRMATIONS deep): nothing before it can change. */
  const finalBlock = async () =>
    (final ??= await api.block(Math.max(1, head.number - watched.requiredConfirmations + 1)));
  const steps: TronStep[] = [];

  const exported = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.chain, "TRON"), eq(payoutBatches.state, "EXPORTED")));
  for (const batch of exported) {
    const transfers = batch.inputs as ExportedTransfer[];
    const expiration = Math.max(...transfers.map((t) => t.transaction.raw_data.expiration));
    if ((await finalBlock()).timestamp <= expiration) continue;
    const seen = [];
    for (const t of transfers) {
      const status = await api.status(t.txID);
      if (status.mined || status.known) seen.push(t.requestId);
    }
    if (seen.length > 0) {
      // Signed and sent by someone outside Apex: only its upload can record what was paid.
      await db
        .update(payouts)
        .set({ lastError: `Exported batch ${batch.id} is on chain: upload its signed transactions` })
        .where(eq(payouts.batchId, batch.id));
      continue;
    }
    await db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(payoutBatches)
        .set({ state: "CANCELLED" })
        .where(and(eq(payoutBatches.id, batch.id), eq(payoutBatches.state, "EXPORTED")))
        .returning();
      if (cancelled)
        await tx
          .update(payouts)
          .set({ batchId: null, updatedAt: new Date() })
          .where(and(eq(payouts.batchId, batch.id), eq(payouts.state, "QUEUED")));
    });
  }

  const sent = await db
    .select({ payout: payouts, rawTx: payoutAttempts.rawTx })
    .from(payouts)
    .innerJoin(payoutAttempts, eq(payoutAttempts.txHash, payouts.txHash))
    .where(and(eq(payouts.chain, "TRON"), eq(payouts.state, "BROADCAST")));
  for (const { payout, rawTx } of sent) {
    const txHash = payout.txHash!;
    const signed = JSON.parse(rawTx) as TronTransaction;
    const status = await api.status(txHash);
    let state = "BROADCAST";
    if (status.mined) {
      const confirmations = head.number - status.blockNumber + 1;
      await db
        .update(payouts)
        .set({ blockNumber: status.blockNumber, confirmations, updatedAt: new Date() })
        .where(and(eq(payouts.id, payout.id), eq(payouts.state, "BROADCAST")));
      if (confirmations >= payout.requiredConfirmations) {
        if (status.success) await completePayout(payout.id, txHash, watched.explorerTxUrl);
        else
          await failPayout(
            payout.id,
            `The transfer failed on chain (${status.reason})`,
            txHash,
            watched.explorerTxUrl,
          );
        state = status.success ? "COMPLETED" : "FAILED";
      }
    } else if (!status.known && (await finalBlock()).timestamp > signed.raw_data.expiration) {
      await failPayout(payout.id, "The transfer expired without being mined", txHash, watched.explorerTxUrl);
      state = "FAILED";
    } else if (!status.known && head.timestamp < signed.raw_data.expiration) {
      const sent = await api.broadcast(signed).catch(() => null);
      if (sent && !sent.ok) await recordTronRefusal(payout.id, txHash, sent);
    }
    steps.push({ id: payout.withdrawalRequestId, status: state, txHash });
  }

  // A batch is done once every one of its payouts is.
  const open = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.chain, "TRON"), eq(payoutBatches.state, "BROADCAST")));
  for (const batch of open) {
    const pending = await db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.batchId, batch.id), inArray(payouts.state, ["QUEUED", "BROADCAST"])));
    if (pending.length === 0)
      await db.update(payoutBatches).set({ state: "COMPLETED" }).where(eq(payoutBatches.id, batch.id));
  }
  return steps;
}
