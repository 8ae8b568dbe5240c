"use client";

import { RefreshCw } from "lucide-react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format";
import { useReconciliation } from "@/lib/hooks/admin/use-reconciliation";
import { MismatchCard, mismatchColumns } from "./mismatch-columns";

export const BALANCED = "All balances match their ledger";
const PAGE_SIZE = 20;

// Beyond the spec (docs/architecture.md, "Money rules"): every balance against the sum of its ledger entries, on demand.
export function ReconciliationSection() {
  const check = useReconciliation();
  const table = useTableUrlState();
  const running = check.isFetching;
  const result = check.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">
            Each user&apos;s balance in each asset against the sum of its ledger entries.
          </p>
          <p className="text-sm" aria-live="polite">
            {running ? (
              "Checking balances..."
            ) : result ? (
              <>
                Last run:{" "}
                <time dateTime={new Date(check.dataUpdatedAt).toISOString()}>
                  {formatDateTime(check.dataUpdatedAt)}
                </time>
              </>
            ) : null}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void check.refetch()}
          disabled={running}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={running ? "animate-spin" : undefined} />
          {running ? "Running..." : "Run again"}
        </Button>
      </div>

      {check.isError && (
        <LoadError
          compact
          message={errorMessage(check.error, "Failed to run the reconciliation")}
          onRetry={() => void check.refetch()}
        />
      )}
      {!result && check.isPending && <Skeleton className="h-14" />}
      {result &&
        !check.isError &&
        (result.balanced ? (
          <Alert variant="success">{BALANCED}</Alert>
        ) : (
          <section aria-labelledby="reconciliation-differences" className="space-y-4">
            <Alert variant="warning">
              {result.mismatches.length === 1
                ? "1 balance differs from its ledger."
                : `${result.mismatches.length} balances differ from their ledger.`}
            </Alert>
            <h2 id="reconciliation-differences" className="text-lg font-semibold">
              Differences
            </h2>
            <DataTable
              label="Differences"
              columns={mismatchColumns}
              data={result.mismatches}
              isLoading={false}
              state={table}
              pageSize={PAGE_SIZE}
              noun="differences"
              empty={<TableEmpty title={BALANCED} />}
              renderCard={(m) => <MismatchCard m={m} />}
              getRowId={(m) => `${m.userId}-${m.asset}`}
            />
          </section>
        ))}
    </div>
  );
}
