// The replacement rule: a batch that pays withdrawals of a cancelled batch spends at least one of that batch's
// coins, so at most one of the two can ever confirm (the operator may have signed and broadcast the cancelled
// one outside Apex). A payout remembers the cancelled batches that carried it (payouts.after_batches); the next
// export takes, for each of them, one of its coins still unspent. When none is (the cancelled batch, or
// something else, spent them), the payout is held unless one of those coins was spent by another transaction
// buried at BITCOIN_CONFIRMATIONS: then the cancelled batch can never confirm and the payout owes it nothing.
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutBatches } from "@/db/schema";
import type { WalletUtxo } from "./build-psbt";
import type { EsploraWallet } from "./esplora-wallet";

type Outpoint = { txid: string; vout: number };
export type Candidate = { id: number; afterBatches: number[] };
type Batch = { id: number; txid: string; inputs: Outpoint[] };

export type ReplacementPlan = {
  /** Coins the new batch must spend. */
  spendFirst: Outpoint[];
  /** Payouts left out of the batch, with why. */
  held: Map<number, string>;
  /** Cancelled batches that can never confirm: no payout owes them a coin any more. */
  settled: number[];
};

/** `extra`: a batch not yet cancelled in the database that the export cancels (the open one it replaces). */
export async function planReplacement(args: {
  esplora: EsploraWallet;
  requiredConfirmations: number;
  utxos: WalletUtxo[];
  candidates: Candidate[];
  extra?: Batch | null;
}): Promise<ReplacementPlan> {
  const plan: ReplacementPlan = { spendFirst: [], held: new Map(), settled: [] };
  const ids = [...new Set(args.candidates.flatMap((c) => c.afterBatches))].sort((a, b) => a - b);
  if (ids.length === 0) return plan;
  const db = await getDb();
  const rows = await db
    .select({ id: payoutBatches.id, txid: payoutBatches.txid, inputs: payoutBatches.inputs })
    .from(payoutBatches)
    .where(inArray(payoutBatches.id, ids));
  const batches: Batch[] = rows.map((r) => ({ ...r, inputs: r.inputs as Outpoint[] }));
  if (args.extra && !batches.some((b) => b.id === args.extra!.id)) batches.push(args.extra);

  const unspent = (coin: Outpoint) =>
    args.utxos.find((u) => u.txid === coin.txid && u.vout === coin.vout) ?? null;
  const covered = (batch: Batch) =>
    batch.inputs.some((i) => plan.spendFirst.some((c) => c.txid === i.txid && c.vout === i.vout));
  const heldBatches = new Map<number, { reason: string; onChain: boolean }>();
  let tip: number | null = null;
  for (const batch of batches.sort((a, b) => a.id - b.id)) {
    if (covered(batch)) continue;
    const coins = batch.inputs
      .map(unspent)
      .filter((u): u is WalletUtxo => u !== null)
      .sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
    if (coins.length > 0) {
      plan.spendFirst.push({ txid: coins[0]!.txid, vout: coins[0]!.vout });
      continue;
    }
    let settledBy: string | null = null;
    for (const input of batch.inputs) {
      const spend = await args.esplora.outspend(input.txid, input.vout);
      if (!spend || spend.txid === batch.txid || spend.blockHeight === null) continue;
      tip ??= await args.esplora.tipHeight();
      if (tip - spend.blockHeight + 1 >= args.requiredConfirmations) {
        settledBy = spend.txid;
        break;
      }
    }
    if (settledBy) {
      plan.settled.push(batch.id);
      continue;
    }
    const onChain = (await args.esplora.txStatus(batch.txid)) !== null;
    heldBatches.set(batch.id, {
      onChain,
      reason: onChain
        ? `Held: cancelled Bitcoin batch ${batch.id}'s transaction ${batch.txid} was broadcast and pays it`
        : `Held: the coins of cancelled Bitcoin batch ${batch.id} are spent, so it may still confirm; ` +
          `it is paid again only once that batch can no longer confirm`,
    });
  }
  for (const c of args.candidates) {
    // The batch known to be on chain says the most: it is the one paying.
    const reasons = c.afterBatches
      .map((id) => heldBatches.get(id))
      .filter((h) => h !== undefined)
      .sort((a, b) => Number(b.onChain) - Number(a.onChain));
    if (reasons.length) plan.held.set(c.id, reasons[0]!.reason);
  }
  return plan;
}
