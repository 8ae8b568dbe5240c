// The cron route's answer: per watched chain what one scan recorded and credited, its error, or that another
// instance was scanning it. A chain whose node failed is reported, not a failure of the call: the host's
// scheduler would only retry all of them.
import { z } from "zod";
import { scanAllChains, type ScanReport } from "./scan-all";

export const cronScanSchema = z.object({
  networks: z.array(
    z.object({
      /** The spec's network name ("Ethereum Network"); `chain` is its short id. */
      network: z.string(),
      chain: z.enum(["ETHEREUM", "BSC", "BITCOIN", "TRON"]),
      fromBlock: z.number().int().nullable(),
      toBlock: z.number().int().nullable(),
      tip: z.number().int().nullable(),
      seen: z.number().int(),
      credited: z.number().int(),
      error: z.string().optional(),
      /** Another instance was scanning this chain at that moment: this call left it to that one. */
      skipped: z.boolean().optional(),
    }),
  ),
});
export type CronScan = z.infer<typeof cronScanSchema>;

export async function cronScanAnswer(): Promise<CronScan> {
  return { networks: (await scanAllChains()).map(answerOf) };
}

function answerOf(r: ScanReport): CronScan["networks"][number] {
  const nothing = {
    network: r.network,
    chain: r.chain,
    fromBlock: null,
    toBlock: null,
    tip: null,
    seen: 0,
    credited: 0,
  };
  if ("skipped" in r) return { ...nothing, skipped: true };
  if ("error" in r) return { ...nothing, error: r.error };
  const { fromBlock, toBlock, tip, seen, credited } = r;
  return { network: r.network, chain: r.chain, fromBlock, toBlock, tip, seen, credited };
}
