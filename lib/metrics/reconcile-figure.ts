// The ledger reconciliation reads every balance and the whole ledger: far too much for each scrape or alert
// check, so it runs at most once per 10 minutes in a process and its count is kept meanwhile.
import { getDb } from "@/db/client";
import { reconcile } from "@/lib/ledger/reconcile";

export const RECONCILE_EVERY_MS = 10 * 60_000;

type Run = { at: number; value: Promise<number> };
const g = globalThis as unknown as { __apexReconcileFigure?: Run };

/** How many (user, asset) balances differ from their ledger, as of a run at most 10 minutes old. */
export function reconcileMismatches(maxAgeMs = RECONCILE_EVERY_MS): Promise<number> {
  const cached = g.__apexReconcileFigure;
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.value;
  const value = getDb()
    .then((db) => reconcile(db))
    .then((rows) => rows.length);
  g.__apexReconcileFigure = { at: Date.now(), value };
  value.catch(() => {
    if (g.__apexReconcileFigure?.value === value) g.__apexReconcileFigure = undefined;
  });
  return value;
}
