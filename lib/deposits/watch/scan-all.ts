// One scan of every watched chain, for the cron route and the in-process schedule. A chain whose node fails is
// reported (and its error kept for the back office) without stopping the others. One instance scans a chain at a
// time: a chain another instance is scanning right now is reported as skipped, and its node is not asked.
import { logError } from "@/lib/log-error";
import { oneAtATime, PASS_LOCKS } from "@/lib/locks/one-at-a-time";
import type { ChainId } from "./chain-source";
import { recordScanError, scanChain, type ChainScan } from "./scan-chain";
import { sourceFor } from "./sources/source-for";
import { CHAIN_IDS, watchedChains } from "./watched-chains";

export type ScanReport =
  | ChainScan
  | { chain: ChainId; network: string; error: string }
  | { chain: ChainId; network: string; skipped: true };

export async function scanAllChains(): Promise<ScanReport[]> {
  const reports: ScanReport[] = [];
  for (const watched of watchedChains()) {
    try {
      const pass = await oneAtATime(PASS_LOCKS.depositScan, CHAIN_IDS.indexOf(watched.chain), () =>
        scanChain(sourceFor(watched), watched),
      );
      reports.push(pass.ran ? pass.value : { chain: watched.chain, network: watched.network, skipped: true });
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
