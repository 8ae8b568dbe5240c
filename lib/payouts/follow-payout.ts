// BROADCAST → COMPLETED or FAILED, one step at a time. Any of the payout's attempts (they share one nonce)
// may be the one mined: the first with a receipt is followed to the required depth. Not mined: an attempt
// never sent (a crash after recording) or dropped by the node is sent again as signed; one older than the
// set time is replaced with the same nonce and a higher fee, up to the cap. A payout is FAILED only when its
// nonce is spent: by its own reverted transaction, or by another one of the wallet's (never while a signed
// attempt could still be mined: refunding then could pay twice).
import { and, asc, eq } from "drizzle-orm";
import { formatUnits, keccak256, parseTransaction, type Hex } from "viem";
import { getDb } from "@/db/client";
import { payoutAttempts, payouts, withdrawalRequests, type Payout, type PayoutAttempt } from "@/db/schema";
import { auditPayout } from "./audit-payout";
import { completePayout, failPayout } from "./finish-payout";
import type { PayoutSetup } from "./payout-chains";
import { sendRecorded } from "./send-recorded";

export type FollowResult = { state: "BROADCAST" | "COMPLETED" | "FAILED"; txHash: string | null };

/** Both fees of a replacement rise by at least this (nodes refuse a replacement below +10 %). */
const BUMP_NUM = 1125n;
const BUMP_DEN = 1000n;

export async function followPayout(
  setup: PayoutSetup,
  payout: Payout,
  now = new Date(),
): Promise<FollowResult> {
  const db = await getDb();
  const attempts = await db
    .select()
    .from(payoutAttempts)
    .where(eq(payoutAttempts.payoutId, payout.id))
    .orderBy(asc(payoutAttempts.id));
  const mined = await minedAttempt(setup, attempts);
  if (mined) return followMined(setup, payout, mined.attempt, mined.status, mined.block);

  const latest = attempts[attempts.length - 1];
  if (!latest) return { state: "BROADCAST", txHash: payout.txHash };
  // The nonce spent by a transaction that is none of ours (the key used elsewhere): ours can never be mined.
  if ((await setup.node.nonce(setup.signer.address, "latest")) > payout.nonce!) {
    const again = await minedAttempt(setup, attempts);
    if (again) return followMined(setup, payout, again.attempt, again.status, again.block);
    await failPayout(
      payout.id,
      `nonce ${payout.nonce} was used by another transaction of the hot wallet`,
      null,
      setup.watched.explorerTxUrl,
    );
    return { state: "FAILED", txHash: null };
  }
  if (latest.sentAt === null || !(await setup.node.knows(latest.txHash as Hex))) {
    await sendRecorded(setup, latest.txHash as Hex);
    return { state: "BROADCAST", txHash: latest.txHash };
  }
  if (now.getTime() - latest.createdAt.getTime() >= setup.replaceAfterMs) {
    const hash = await replace(setup, payout, latest);
    return { state: "BROADCAST", txHash: hash ?? latest.txHash };
  }
  return { state: "BROADCAST", txHash: latest.txHash };
}

async function minedAttempt(setup: PayoutSetup, attempts: PayoutAttempt[]) {
  for (const attempt of attempts) {
    const receipt = await setup.node.receipt(attempt.txHash as Hex);
    if (receipt) return { attempt, status: receipt.status, block: Number(receipt.blockNumber) };
  }
  return null;
}

async function followMined(
  setup: PayoutSetup,
  payout: Payout,
  attempt: PayoutAttempt,
  status: string,
  block: number,
): Promise<FollowResult> {
  const hash = attempt.txHash;
  if (status !== "0x1") {
    await failPayout(payout.id, "the transaction was reverted on chain", hash, setup.watched.explorerTxUrl);
    return { state: "FAILED", txHash: hash };
  }
  const tip = await setup.node.blockNumber();
  const confirmations = Math.max(tip - block + 1, 0);
  const db = await getDb();
  await db
    .update(payouts)
    .set({ blockNumber: block, confirmations, txHash: hash, updatedAt: new Date() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.state, "BROADCAST")));
  if (payout.txHash !== hash)
    await db
      .update(withdrawalRequests)
      .set({ txHash: hash })
      .where(eq(withdrawalRequests.id, payout.withdrawalRequestId));
  if (
    confirmations >= payout.requiredConfirmations &&
    (await completePayout(payout.id, hash, setup.watched.explorerTxUrl))
  )
    return { state: "COMPLETED", txHash: hash };
  return { state: "BROADCAST", txHash: hash };
}

/** The same transaction with the same nonce and higher fees, recorded before it is sent; null at the cap. */
async function replace(setup: PayoutSetup, payout: Payout, latest: PayoutAttempt): Promise<Hex | null> {
  const fees = await setup.node.fees();
  const bump = (v: bigint) => (v * BUMP_NUM + BUMP_DEN - 1n) / BUMP_DEN;
  let priority = bump(BigInt(latest.maxPriorityFeePerGas));
  if (fees.priorityFee > priority) priority = fees.priorityFee;
  let maxFee = bump(BigInt(latest.maxFeePerGas));
  if (fees.baseFee * 2n + priority > maxFee) maxFee = fees.baseFee * 2n + priority;
  if (maxFee > setup.maxFeePerGas) {
    if (bump(BigInt(latest.maxFeePerGas)) > setup.maxFeePerGas) {
      await note(
        payout.id,
        `not mined, and a higher fee would pass the cap of ${formatUnits(setup.maxFeePerGas, 9)} gwei`,
      );
      return null;
    }
    maxFee = setup.maxFeePerGas;
  }
  if (priority > maxFee) priority = maxFee;
  const db = await getDb();
  const [request] = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.id, payout.withdrawalRequestId));
  const previous = parseTransaction(latest.rawTx as Hex);
  const raw = await setup.signer.signTransaction({
    type: "eip1559",
    chainId: previous.chainId!,
    nonce: payout.nonce!,
    to: previous.to!,
    value: previous.value ?? 0n,
    data: previous.data,
    gas: previous.gas!,
    maxFeePerGas: maxFee,
    maxPriorityFeePerGas: priority,
  });
  const hash = keccak256(raw);
  const recorded = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ txHash: payouts.txHash })
      .from(payouts)
      .where(and(eq(payouts.id, payout.id), eq(payouts.state, "BROADCAST")))
      .for("update");
    // Another run replaced or finished it meanwhile.
    if (!open || open.txHash !== latest.txHash) return false;
    await tx.insert(payoutAttempts).values({
      payoutId: payout.id,
      txHash: hash,
      rawTx: raw,
      maxFeePerGas: maxFee.toString(),
      maxPriorityFeePerGas: priority.toString(),
      gasLimit: latest.gasLimit,
    });
    await tx
      .update(payouts)
      .set({ txHash: hash, lastError: null, updatedAt: new Date() })
      .where(eq(payouts.id, payout.id));
    const [replaced] = await tx
      .update(withdrawalRequests)
      .set({ txHash: hash })
      .where(eq(withdrawalRequests.id, request.id))
      .returning();
    await auditPayout(tx, replaced, { action: "PAYOUT_REPLACED", hash });
    return true;
  });
  if (!recorded) return null;
  await sendRecorded(setup, hash);
  return hash;
}

async function note(payoutId: number, reason: string) {
  const db = await getDb();
  await db.update(payouts).set({ lastError: reason, updatedAt: new Date() }).where(eq(payouts.id, payoutId));
}
