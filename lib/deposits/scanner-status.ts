import { inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { chainCursors } from "@/db/schema";
import { watchedChains } from "./watch/watched-chains";

export const scannerStatusSchema = z
  .object({
    chain: z.string().describe("ETHEREUM, BSC, BITCOIN or TRON"),
    network: z.string(),
    requiredConfirmations: z.number().int(),
    scanned: z.boolean().describe("false: configured, but no scan has recorded a block yet"),
    height: z.number().int().nullable().describe("The last block recorded"),
    tip: z.number().int().nullable().describe("The node's best block at the last scan"),
    lag: z.number().int().nullable().describe("tip − height: blocks still to record"),
    scannedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
  })
  .meta({ id: "DepositScanner" });
export type ScannerStatus = z.infer<typeof scannerStatusSchema>;

/** GET /api/admin/deposits/scanners: each watched chain with where its scanner stands, in the watchers' order.
 *  The node URL is left out: it may carry an API key. */
export async function scannerStatus(): Promise<{ scanners: ScannerStatus[] }> {
  const chains = watchedChains();
  if (chains.length === 0) return { scanners: [] };
  const db = await getDb();
  const cursors = await db
    .select()
    .from(chainCursors)
    .where(
      inArray(
        chainCursors.chain,
        chains.map((c) => c.chain),
      ),
    );
  const byChain = new Map(cursors.map((c) => [c.chain, c]));
  return {
    scanners: chains.map((c) => {
      const cursor = byChain.get(c.chain);
      const tip = cursor?.tip ?? null;
      return {
        chain: c.chain,
        network: c.network,
        requiredConfirmations: c.requiredConfirmations,
        scanned: cursor !== undefined,
        height: cursor?.height ?? null,
        tip,
        lag: cursor && tip !== null ? Math.max(0, tip - cursor.height) : null,
        scannedAt: cursor?.scannedAt?.toISOString() ?? null,
        lastError: cursor?.lastError ?? null,
        lastErrorAt: cursor?.lastErrorAt?.toISOString() ?? null,
      };
    }),
  };
}
