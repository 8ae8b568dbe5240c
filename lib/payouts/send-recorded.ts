// Sends a recorded attempt's signed transaction as it was signed. Sending it again is harmless (the node
// knows it, or it is mined): the nonce and the signature make it the same transaction, never a second payment.
import { eq } from "drizzle-orm";
import type { Hex } from "viem";
import { getDb } from "@/db/client";
import { payoutAttempts, payouts } from "@/db/schema";
import { ChainSourceError } from "@/lib/deposits/watch/chain-source";
import type { PayoutSetup } from "./payout-chains";

// What nodes answer when the transaction is already in their pool or its nonce already used.
const ALREADY = /already known|known transaction|already imported|nonce too low|nonce has already been used/i;

export async function sendRecorded(setup: PayoutSetup, hash: Hex): Promise<boolean> {
  const db = await getDb();
  const [attempt] = await db.select().from(payoutAttempts).where(eq(payoutAttempts.txHash, hash));
  try {
    await setup.node.sendRaw(attempt.rawTx as Hex);
  } catch (err) {
    if (!(err instanceof ChainSourceError) || !ALREADY.test(err.message)) {
      await db
        .update(payouts)
        .set({ lastError: errorText(err), updatedAt: new Date() })
        .where(eq(payouts.id, attempt.payoutId));
      return false;
    }
  }
  await db.update(payoutAttempts).set({ sentAt: new Date() }).where(eq(payoutAttempts.id, attempt.id));
  return true;
}

/** An error as the back office reads it: its message without a failed query's parameters (lib/log-error.ts). */
export function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split(/\nparams:/)[0].slice(0, 500);
}
