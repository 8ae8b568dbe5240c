// One scan of every watched chain, for the cron route and the in-process schedule. A chain whose node fails is
// reported (and its error kept for the back office) without stopping the others.
import { logError } from "@/lib/log-error";
import type { ChainId } from "./chain-source";
import { recordScanError, scanChain, type ChainScan } from "./scan-chain";
import { sourceFor } from "./sources/source-for";
import { watchedChains } from "./watched-chains";

export type ScanReport = ChainScan | { chain: ChainId; network: string; error: string };

export async function scanAllChains(): Promise<ScanReport[]> {
  const reports: ScanReport[] = [];
  for (const watched of watchedChains()) {
    try {
      reports.push(await scanChain(sourceFor(watched), watched));
    } catch (err) {
      logError(`[deposits] ${watched.chain} scan failed`, err);
      await recordScanError(watched.chain, err).catch((e) =>
        logError("[deposits] scan error not recorded", e),
      );
      reports.push({ chain: watched.chain, network: watched.network, error: errorText(err) });
    }
  }
  return reports;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : "scan failed";
}
