// One step of every open payout: send what is queued, follow what is sent. Safe on every instance at once:
// sending takes the wallet's row lock and re-reads the payout under it; finishing is one guarded UPDATE. The
// schedule and the cron route run it one instance at a time (advancePayoutsOnce): the others skip the step.
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payouts, type Payout } from "@/db/schema";
import { oneAtATime, PASS_LOCKS } from "@/lib/locks/one-at-a-time";
import { logError } from "@/lib/log-error";
import { followPayout } from "./follow-payout";
import { payoutSetup } from "./payout-chains";
import { sendPayout, type SendHooks } from "./send-payout";
import { errorText } from "./send-recorded";
import { PAYOUT_CHAINS, type PayoutChain } from "./signer";
import { followBitcoinBatches } from "./bitcoin/bitcoin-payouts";
import { followTronPayouts } from "./tron/follow-tron-payouts";

export type PayoutStep = { id: number; status: string; txHash: string | null };

/** The withdrawal's status a payout state shows as. */
const SHOWN: Record<string, string> = {
  QUEUED: "APPROVED",
  BROADCAST: "BROADCAST",
  COMPLETED: "COMPLETED",
  FAILED: "FAILED",
};

export async function advancePayouts(hooks: SendHooks = {}): Promise<PayoutStep[]> {
  const db = await getDb();
  const open = await db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.state, ["QUEUED", "BROADCAST"]), inArray(payouts.chain, [...PAYOUT_CHAINS])))
    .orderBy(asc(payouts.id));
  const steps: PayoutStep[] = [];
  for (const payout of open) steps.push(await advanceOne(payout, hooks));
  try {
    steps.push(...(await followBitcoinBatches()));
  } catch (err) {
    // The Esplora node failed: the batches are followed again on the next run.
    logError("[payouts] following the Bitcoin batches failed", err);
  }
  try {
    steps.push(...(await followTronPayouts()));
  } catch (err) {
    // The Tron node failed: the payouts are followed again on the next run.
    logError("[payouts] following the Tron payouts failed", err);
  }
  return steps;
}

/** The step, unless another instance (or this one) is taking it right now: then `skipped`, and no node is asked. */
export async function advancePayoutsOnce(): Promise<{ payouts: PayoutStep[]; skipped?: true }> {
  const pass = await oneAtATime(PASS_LOCKS.payouts, 0, () => advancePayouts());
  return pass.ran ? { payouts: pass.value } : { payouts: [], skipped: true };
}

async function advanceOne(payout: Payout, hooks: SendHooks): Promise<PayoutStep> {
  const step = (state: string, txHash: string | null) => ({
    id: payout.withdrawalRequestId,
    status: SHOWN[state],
    txHash,
  });
  const setup = payoutSetup(payout.chain as PayoutChain);
  if (!setup) return step(payout.state, payout.txHash);
  try {
    if (payout.state === "QUEUED") {
      const sent = await sendPayout(setup, payout, hooks);
      return step(sent.state, "txHash" in sent ? sent.txHash : null);
    }
    const followed = await followPayout(setup, payout);
    return step(followed.state, followed.txHash);
  } catch (err) {
    // A node that failed: kept on the payout for the back office (never the node's URL: the client leaves it
    // out) and tried again on the next run.
    logError(`[payouts] payout ${payout.id} step failed`, err);
    const db = await getDb();
    await db
      .update(payouts)
      .set({ lastError: errorText(err), updatedAt: new Date() })
      .where(eq(payouts.id, payout.id));
    return step(payout.state, payout.txHash);
  }
}
