// Export: the queued Tron payouts (in no batch) become one unsigned TRC-20 transfer each, recorded together as
// one payout_batches row (chain TRON) and handed to the operator to sign offline. An export never replaces an
// earlier one: its transactions stay valid until they expire, so their payouts stay in it until then (the
// follow step hands them back to the queue once the node shows they can no longer be mined).
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { payoutBatches, payouts, withdrawalRequests } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { tronHexAddress } from "@/lib/deposits/watch/sources/tron-source";
import { failPayout } from "../finish-payout";
import { FEE_LIMIT_SUN, transferFields, unsignedTransfer } from "./build-transfers";
import type { ExportedTransfer } from "./check-signed";
import { requireTronSetup, TRON_TOKEN_DECIMALS, type TronSetup } from "./tron-setup";

type Queued = { id: number; requestId: number; address: string; amount: string; asset: string };

/** The transfer a withdrawal asks for, or why it can never be paid as asked (then it fails and is refunded). */
function transferOf(setup: TronSetup, q: Queued): { to: string; amount: bigint; contract: string } | string {
  const contract = setup.contractOf(q.asset);
  const decimals = TRON_TOKEN_DECIMALS[q.asset];
  if (!contract || decimals === undefined) return `${q.asset} is not paid on Tron`;
  let to: string;
  try {
    to = tronHexAddress(q.address);
  } catch {
    return `${q.address} is not an address on Tron`;
  }
  const [whole, fraction = ""] = q.amount.split(".");
  // Rounding down would keep part of the investor's money: more decimals than the token has fails instead.
  if (/[1-9]/.test(fraction.slice(decimals)))
    return `${q.amount} ${q.asset} has more decimals than the token's ${decimals}`;
  const amount =
    BigInt(whole!) * 10n ** BigInt(decimals) +
    BigInt(fraction.slice(0, decimals).padEnd(decimals, "0") || "0");
  return { to, amount, contract };
}

/** Locked when read in the export's transaction, so two exports at once cannot both take a payout. */
async function queuedPayouts(db: Tx | Awaited<ReturnType<typeof getDb>>, lock = false): Promise<Queued[]> {
  const query = db
    .select({
      id: payouts.id,
      requestId: withdrawalRequests.id,
      address: withdrawalRequests.address,
      amount: withdrawalRequests.amount,
      asset: withdrawalRequests.asset,
    })
    .from(payouts)
    .innerJoin(withdrawalRequests, eq(withdrawalRequests.id, payouts.withdrawalRequestId))
    .where(and(eq(payouts.chain, "TRON"), eq(payouts.state, "QUEUED"), isNull(payouts.batchId)));
  return lock ? query.for("update", { of: payouts }) : query;
}

export async function exportTronBatch(adminId: number, fetchImpl?: typeof fetch) {
  const setup = requireTronSetup(fetchImpl);
  const { api, watched, owner } = setup;
  for (const q of await queuedPayouts(await getDb())) {
    const transfer = transferOf(setup, q);
    if (typeof transfer === "string") await failPayout(q.id, transfer, null, watched.explorerTxUrl);
  }
  // The reference block is one the app already counts as final: a transaction whose reference block is
  // reorganised away can never be mined.
  const head = await api.head();
  const refBlock = await api.block(Math.max(1, head.number - watched.requiredConfirmations + 1));
  const now = Date.now();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const exported: ExportedTransfer[] = [];
    for (const q of await queuedPayouts(tx, true)) {
      const transfer = transferOf(setup, q);
      if (typeof transfer === "string") continue;
      const transaction = unsignedTransfer(
        transferFields({ owner, contract: transfer.contract, refBlock, now, transfer }),
      );
      exported.push({
        payoutId: q.id,
        requestId: q.requestId,
        txID: transaction.txID,
        contract: transfer.contract,
        to: transfer.to,
        amount: transfer.amount.toString(),
        asset: q.asset,
        decimals: TRON_TOKEN_DECIMALS[q.asset]!,
        transaction,
      });
    }
    if (exported.length === 0) throw conflict("No approved Tron withdrawal is waiting for a batch");
    const transactions = exported.map((e) => e.transaction);
    const [row] = await tx
      .insert(payoutBatches)
      .values({
        chain: "TRON",
        // The file the operator downloads; the columns named for Bitcoin hold Tron's equivalents.
        psbt: JSON.stringify({ transactions }),
        txid: exported.map((e) => e.txID).join(","),
        inputs: exported,
        change: null,
        fee: String(FEE_LIMIT_SUN * exported.length),
        createdBy: adminId,
      })
      .returning();
    await tx
      .update(payouts)
      .set({ batchId: row!.id, fromAddress: owner, updatedAt: new Date() })
      .where(
        inArray(
          payouts.id,
          exported.map((e) => e.payoutId),
        ),
      );
    return {
      id: row!.id,
      expiration: new Date(transactions[0]!.raw_data.expiration).toISOString(),
      transactions,
      withdrawals: exported.map((e) => e.requestId),
    };
  });
}
