// The cron route's answer: per watched chain what one scan recorded and credited, or its error. A chain whose
// node failed is reported, not a failure of the call: the host's scheduler would only retry all of them.
import { z } from "zod";
import { scanAllChains } from "./scan-all";

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
    }),
  ),
});
export type CronScan = z.infer<typeof cronScanSchema>;

export async function cronScanAnswer(): Promise<CronScan> {
  const reports = await scanAllChains();
  return {
    networks: reports.map((r) =>
      "error" in r
        ? {
            network: r.network,
            chain: r.chain,
            fromBlock: null,
            toBlock: null,
            tip: null,
            seen: 0,
            credited: 0,
            error: r.error,
          }
        : {
            network: r.network,
            chain: r.chain,
            fromBlock: r.fromBlock,
            toBlock: r.toBlock,
            tip: r.tip,
            seen: r.seen,
            credited: r.credited,
          },
    ),
  };
}
