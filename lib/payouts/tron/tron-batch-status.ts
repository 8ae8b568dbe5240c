// The Tron payouts signed offline as the back office shows them: how many wait for an export, the payout address,
// and the newest export not yet signed (its transactions to download).
import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { payoutBatches, payouts } from "@/db/schema";
import { tronBase58Address } from "@/lib/deposits/watch/sources/tron-source";
import type { ExportedTransfer } from "./check-signed";
import { tronSetup } from "./tron-setup";

export const tronBatchStatusSchema = z
  .object({
    queued: z.number().int(),
    address: z.string().describe("The payout address (T…)"),
    batch: z
      .object({
        id: z.number().int(),
        expiration: z.string(),
        transactions: z.array(z.object({}).passthrough()).describe("The unsigned transactions to sign"),
        withdrawals: z.array(z.number().int()),
      })
      .nullable(),
  })
  .nullable()
  .describe("Null when Tron payouts are not configured (PAYOUT_ADDRESS_TRON)");

export async function tronBatchStatus(): Promise<z.infer<typeof tronBatchStatusSchema>> {
  const setup = tronSetup();
  if (!setup) return null;
  const db = await getDb();
  const queued = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.chain, "TRON"), eq(payouts.state, "QUEUED"), isNull(payouts.batchId)));
  const [batch] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.chain, "TRON"), eq(payoutBatches.state, "EXPORTED")))
    .orderBy(desc(payoutBatches.id))
    .limit(1);
  const transfers = (batch?.inputs ?? []) as ExportedTransfer[];
  return {
    queued: queued.length,
    address: tronBase58Address(setup.owner),
    batch: batch
      ? {
          id: batch.id,
          expiration: new Date(
            Math.min(...transfers.map((t) => t.transaction.raw_data.expiration)),
          ).toISOString(),
          transactions: transfers.map((t) => t.transaction),
          withdrawals: transfers.map((t) => t.requestId),
        }
      : null,
  };
}
