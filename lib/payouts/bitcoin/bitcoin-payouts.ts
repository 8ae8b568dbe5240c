// Bitcoin withdrawals paid in batches signed offline. Export: the queued payouts (not in a batch) and the
// wallet's coins become one unsigned PSBT, recorded; a new export replaces an unsigned one (as cancelling it by
// hand does, cancel-batch), whose payouts go back in the queue. Import: the operator's signed transaction,
// checked against the batch, is recorded and only then broadcast; the payouts are BROADCAST with its id.
// Follow: the batch's transaction is rebroadcast while the node does not know it and its payouts COMPLETED at
// the required confirmations, or FAILED when its coins were spent elsewhere (fail-double-spent).
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutBatches, payouts, transactions, withdrawalRequests } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { BITCOIN_NETWORK } from "@/lib/deposits/addresses/deposit-options";
import { areaLog } from "@/lib/log/logger";
import { auditPayout } from "../audit-payout";
import { completePayout } from "../finish-payout";
import { tellInvestor } from "../tell-investor";
import {
  buildPayoutPsbt,
  chooseCoins,
  PayoutBatchError,
  type BtcPayout,
  type PayoutBatch,
} from "./build-psbt";
import { checkSignedPayout, SignedPayoutError } from "./check-signed";
import { failIfDoubleSpent } from "./fail-double-spent";
import { BroadcastRefused, esploraWallet, type EsploraWallet } from "./esplora-wallet";
import { payoutWallet } from "./payout-wallet";
import { planReplacement } from "./replacement";
import { forgetBitcoinBalance } from "./wallet-balance";

/** Bitcoin withdrawals are queued for a batch when the wallet's xpub and an Esplora node are configured. */
export function bitcoinPayoutsOn(network: string): boolean {
  return network === BITCOIN_NETWORK && watchedChain("BITCOIN") !== null && payoutWallet() !== null;
}

function setup(fetchImpl?: typeof fetch) {
  const watched = watchedChain("BITCOIN");
  const wallet = payoutWallet();
  if (!watched || !wallet)
    throw conflict("Bitcoin payouts are not configured (PAYOUT_XPUB_BITCOIN, BITCOIN_ESPLORA_URL)");
  return { watched, wallet, esplora: esploraWallet(watched.url, fetchImpl) };
}

const toSats = (amount: string) => {
  const [whole, fraction = ""] = amount.split(".");
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, "0").slice(0, 8));
};

/** Adds a cancelled batch to the payouts' list of batches their next batch must spend a coin of. */
export const afterCancelled = (batchId: number) =>
  sql`coalesce(${payouts.afterBatches}, '[]'::jsonb) || ${JSON.stringify([batchId])}::jsonb`;

const WAITING = and(eq(payouts.chain, "BITCOIN"), eq(payouts.state, "QUEUED"));

export async function exportBitcoinBatch(adminId: number, fetchImpl?: typeof fetch) {
  const { wallet, esplora, watched } = setup(fetchImpl);
  const db = await getDb();
  const { utxos, nextChangeIndex } = await esplora.coins(wallet);
  const feeRate = await esplora.feeRate(6);
  // What the export will take: the queued payouts and those of the unsigned batch it replaces (cancelled in
  // the export's own transaction below), each with the cancelled batches it must conflict with.
  const [open] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.chain, "BITCOIN"), eq(payoutBatches.state, "EXPORTED")))
    .orderBy(desc(payoutBatches.id))
    .limit(1);
  const waiting = await db
    .select({ id: payouts.id, batchId: payouts.batchId, afterBatches: payouts.afterBatches })
    .from(payouts)
    .where(
      and(
        WAITING,
        open ? or(isNull(payouts.batchId), eq(payouts.batchId, open.id)) : isNull(payouts.batchId),
      ),
    );
  const candidates = waiting.map((w) => ({
    id: w.id,
    afterBatches: [...(w.afterBatches ?? []), ...(open && w.batchId === open.id ? [open.id] : [])],
  }));
  const plan = await planReplacement({
    esplora,
    requiredConfirmations: watched.requiredConfirmations,
    utxos,
    candidates,
    extra: open ? { id: open.id, txid: open.txid, inputs: open.inputs as StoredInputs } : null,
  });
  const taken = candidates.filter((c) => !plan.held.has(c.id));
  const owed = taken.length
    ? await db
        .select({
          id: payouts.id,
          requestId: withdrawalRequests.id,
          address: withdrawalRequests.address,
          amount: withdrawalRequests.amount,
        })
        .from(payouts)
        .innerJoin(withdrawalRequests, eq(withdrawalRequests.id, payouts.withdrawalRequestId))
        .where(
          inArray(
            payouts.id,
            taken.map((t) => t.id),
          ),
        )
        .orderBy(payouts.id)
    : [];
  const batchPayouts: BtcPayout[] = owed.map((q) => ({
    id: q.requestId,
    address: q.address,
    amount: toSats(q.amount),
  }));
  let batch: PayoutBatch | null = null;
  if (batchPayouts.length > 0) {
    try {
      const args = { wallet, utxos, payouts: batchPayouts, feeRate, changeIndex: nextChangeIndex };
      const chosen = chooseCoins({ ...args, spendFirst: plan.spendFirst });
      const previousTxs = new Map<string, Uint8Array>();
      for (const txid of new Set(chosen.map((c) => c.txid))) previousTxs.set(txid, await esplora.txHex(txid));
      batch = buildPayoutPsbt({ ...args, spendFirst: plan.spendFirst, previousTxs });
    } catch (err) {
      if (err instanceof PayoutBatchError) throw conflict(err.message);
      throw err;
    }
  }

  const exported = await db.transaction(async (tx) => {
    // One unsigned batch at a time: a new export replaces it, and its payouts are queued again.
    if (open) {
      const [cancelled] = await tx
        .update(payoutBatches)
        .set({ state: "CANCELLED" })
        .where(and(eq(payoutBatches.id, open.id), eq(payoutBatches.state, "EXPORTED")))
        .returning({ id: payoutBatches.id });
      if (!cancelled) throw conflict(CHANGED);
      await tx
        .update(payouts)
        .set({ batchId: null, afterBatches: afterCancelled(open.id), updatedAt: new Date() })
        .where(and(eq(payouts.batchId, open.id), eq(payouts.state, "QUEUED")));
    }
    const queued = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(WAITING, isNull(payouts.batchId)))
      .for("update");
    const ids = (list: { id: number }[]) => list.map((q) => q.id).sort((a, b) => a - b);
    if (ids(queued).join() !== ids(candidates).join()) throw conflict(CHANGED);
    for (const c of candidates) {
      if (!c.afterBatches.some((id) => plan.settled.includes(id))) continue;
      const left = c.afterBatches.filter((id) => !plan.settled.includes(id));
      await tx
        .update(payouts)
        .set({ afterBatches: left.length ? left : null })
        .where(eq(payouts.id, c.id));
    }
    for (const [id, reason] of plan.held)
      await tx.update(payouts).set({ lastError: reason, updatedAt: new Date() }).where(eq(payouts.id, id));
    if (!batch) return null;
    const psbt = Buffer.from(batch.psbt).toString("base64");
    const [row] = await tx
      .insert(payoutBatches)
      .values({
        chain: "BITCOIN",
        psbt,
        txid: batch.txid,
        inputs: batch.inputs.map((i) => ({ ...i, value: i.value.toString() })),
        change: batch.change ? { ...batch.change, amount: batch.change.amount.toString() } : null,
        fee: batch.fee.toString(),
        createdBy: adminId,
      })
      .returning();
    await tx
      .update(payouts)
      .set({ batchId: row.id, lastError: null, updatedAt: new Date() })
      .where(
        inArray(
          payouts.id,
          owed.map((q) => q.id),
        ),
      );
    return {
      id: row.id,
      txid: batch.txid,
      fee: Number(batch.fee),
      psbt,
      withdrawals: batchPayouts.map((p) => p.id),
    };
  });
  if (exported) return exported;
  // Nothing to pay now: what was held (and why) is recorded above.
  const [reason] = plan.held.values();
  if (reason)
    throw conflict(
      `No Bitcoin withdrawal can be paid now. ${reason}`,
      templated("BITCOIN_PAYOUTS_HELD", { reason }),
    );
  throw conflict("No approved Bitcoin withdrawal is waiting for a batch");
}

const CHANGED = "The Bitcoin withdrawals waiting changed during the export: export again";

type StoredBatch = typeof payoutBatches.$inferSelect;
type StoredInputs = { txid: string; vout: number; value: string }[];
type StoredChange = { address: string; amount: string; index: number } | null;

async function batchPayoutsOf(batchId: number): Promise<BtcPayout[]> {
  const db = await getDb();
  const rows = await db
    .select({
      requestId: withdrawalRequests.id,
      address: withdrawalRequests.address,
      amount: withdrawalRequests.amount,
    })
    .from(payouts)
    .innerJoin(withdrawalRequests, eq(withdrawalRequests.id, payouts.withdrawalRequestId))
    .where(eq(payouts.batchId, batchId));
  return rows.map((r) => ({ id: r.requestId, address: r.address, amount: toSats(r.amount) }));
}

function storedBatch(b: StoredBatch) {
  const change = b.change as StoredChange;
  return {
    txid: b.txid,
    inputs: (b.inputs as StoredInputs).map((i) => ({ ...i, value: BigInt(i.value) })),
    change: change ? { ...change, amount: BigInt(change.amount) } : null,
  };
}

export async function importSignedBatch(batchId: number, upload: string, fetchImpl?: typeof fetch) {
  const { wallet, esplora, watched } = setup(fetchImpl);
  const db = await getDb();
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound("Payout batch not found");
  if (batch.state !== "EXPORTED")
    throw conflict("This batch is no longer waiting for its signed transaction");
  const owed = await batchPayoutsOf(batchId);
  let checked;
  try {
    checked = checkSignedPayout({ wallet, batch: storedBatch(batch), payouts: owed, upload });
  } catch (err) {
    if (err instanceof SignedPayoutError)
      throw badRequest(
        `The signed transaction is refused: ${err.message}`,
        templated("SIGNED_TRANSACTION_REFUSED", { reason: err.message }),
      );
    throw err;
  }
  const recorded = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payoutBatches)
      .set({ state: "BROADCAST", signed: checked.rawHex, broadcastAt: new Date() })
      .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.state, "EXPORTED")))
      .returning();
    if (!moved) return false;
    const sent = await tx
      .update(payouts)
      .set({ state: "BROADCAST", txHash: checked.txid, lastError: null, updatedAt: new Date() })
      .where(and(eq(payouts.batchId, batchId), eq(payouts.state, "QUEUED")))
      .returning();
    for (const p of sent) {
      const [request] = await tx
        .update(withdrawalRequests)
        .set({ status: "BROADCAST", txHash: checked.txid })
        .where(eq(withdrawalRequests.id, p.withdrawalRequestId))
        .returning();
      await tx
        .update(transactions)
        .set({ status: "PENDING", updatedAt: new Date() })
        .where(and(eq(transactions.withdrawalRequestId, request.id), eq(transactions.type, "WITHDRAWAL")));
      await tellInvestor(tx, request, "sent", checked.txid, watched.explorerTxUrl + checked.txid);
      await auditPayout(tx, request, { action: "PAYOUT_SENT", hash: checked.txid });
    }
    return true;
  });
  if (!recorded) throw conflict("This batch is no longer waiting for its signed transaction");
  // Recorded first: a broadcast that did not reach the node is tried again by the next step; a refusal is
  // recorded on the batch for the administrator, who may cancel it (cancel-batch).
  const refusal = await esplora.broadcast(checked.rawHex).then(
    () => null,
    (err: unknown) => (err instanceof BroadcastRefused ? err.reason : null),
  );
  if (refusal) await recordRefusal(batchId, checked.txid, refusal);
  forgetBitcoinBalance();
  return { id: batchId, txid: checked.txid, state: "BROADCAST" as const, refusal };
}

/** The node's refusal on the batch (shown on the back office's batch card) and in the log, once per reason. */
async function recordRefusal(batchId: number, txid: string, reason: string): Promise<void> {
  const db = await getDb();
  const [changed] = await db
    .update(payoutBatches)
    .set({ refusal: reason, refusedAt: new Date() })
    .where(and(eq(payoutBatches.id, batchId), sql`${payoutBatches.refusal} is distinct from ${reason}`))
    .returning({ id: payoutBatches.id });
  if (!changed) return;
  await db
    .update(payouts)
    .set({ lastError: `The node refused the transaction: ${reason}`.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payouts.batchId, batchId), eq(payouts.state, "BROADCAST")));
  areaLog("payouts").warn(
    { batch: batchId, txid, reason },
    `Bitcoin payout batch ${batchId}: the node refused transaction ${txid}: ${reason}`,
  );
}

/** One step of every broadcast batch: rebroadcast while unknown, COMPLETED at the required depth. */
export async function followBitcoinBatches(
  fetchImpl?: typeof fetch,
): Promise<{ id: number; status: string; txHash: string }[]> {
  const watched = watchedChain("BITCOIN");
  if (!watched || !payoutWallet()) return [];
  const esplora: EsploraWallet = esploraWallet(watched.url, fetchImpl);
  const db = await getDb();
  const open = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.chain, "BITCOIN"), eq(payoutBatches.state, "BROADCAST")));
  const steps: { id: number; status: string; txHash: string }[] = [];
  for (const batch of open) {
    const status = await esplora.txStatus(batch.txid);
    let done: "COMPLETED" | "FAILED" | null = null;
    if (status === null) {
      let refusal: string | null = null;
      const rejection = await esplora.broadcast(batch.signed!).then(
        () => null,
        (err: unknown) => {
          if (err instanceof BroadcastRefused) refusal = err.reason;
          return err instanceof Error ? err.message : String(err);
        },
      );
      if (refusal) await recordRefusal(batch.id, batch.txid, refusal);
      if (await failIfDoubleSpent(esplora, batch, watched, refusal ?? rejection)) done = "FAILED";
    } else if (batch.refusal !== null) {
      // The node has it now (a copy sent from elsewhere, or its pool took it this time).
      await db
        .update(payoutBatches)
        .set({ refusal: null, refusedAt: null })
        .where(eq(payoutBatches.id, batch.id));
    }
    if (status?.confirmed && status.blockHeight !== null) {
      const confirmations = (await esplora.tipHeight()) - status.blockHeight + 1;
      await db
        .update(payouts)
        .set({ blockNumber: status.blockHeight, confirmations, updatedAt: new Date() })
        .where(and(eq(payouts.batchId, batch.id), eq(payouts.state, "BROADCAST")));
      if (confirmations >= watched.requiredConfirmations) {
        const members = await db.select().from(payouts).where(eq(payouts.batchId, batch.id));
        for (const p of members) await completePayout(p.id, batch.txid, watched.explorerTxUrl);
        await db
          .update(payoutBatches)
          .set({ state: "COMPLETED", blockHeight: status.blockHeight })
          .where(eq(payoutBatches.id, batch.id));
        done = "COMPLETED";
      }
    }
    const members = await db.select().from(payouts).where(eq(payouts.batchId, batch.id));
    for (const p of members)
      steps.push({ id: p.withdrawalRequestId, status: done ?? "BROADCAST", txHash: batch.txid });
  }
  return steps;
}
