"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { formatDateTime } from "@/lib/format";
import { useReconciliation } from "@/lib/hooks/admin/use-reconciliation";
import { MismatchCard, useMismatchColumns } from "./mismatch-columns";

const PAGE_SIZE = 20;

// Beyond the spec (docs/architecture.md, "Money rules"): every balance against the sum of its ledger entries, on demand.
export function ReconciliationSection() {
  const t = useTranslations("admin.reconciliation");
  const errorText = useErrorText();
  const columns = useMismatchColumns();
  const check = useReconciliation();
  const table = useTableUrlState();
  const running = check.isFetching;
  const result = check.data;

  const lastRun = t.rich("lastRun", {
    date: formatDateTime(check.dataUpdatedAt),
    time: (c) => <time dateTime={new Date(check.dataUpdatedAt || 0).toISOString()}>{c}</time>,
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
          <p className="text-sm" aria-live="polite">
            {running ? t("checking") : result ? lastRun : null}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void check.refetch()}
          disabled={running}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={running ? "animate-spin" : undefined} />
          {running ? t("running") : t("run")}
        </Button>
      </div>

      {check.isError && (
        <LoadError
          compact
          message={errorText(check.error, t("failed"))}
          onRetry={() => void check.refetch()}
        />
      )}
      {!result && check.isPending && <Skeleton className="h-14" />}
      {result &&
        !check.isError &&
        (result.balanced ? (
          <Alert variant="success">{t("balanced")}</Alert>
        ) : (
          <section aria-labelledby="reconciliation-differences" className="space-y-4">
            <Alert variant="warning">{t("differ", { count: result.mismatches.length })}</Alert>
            <h2 id="reconciliation-differences" className="text-lg font-semibold">
              {t("title")}
            </h2>
            <DataTable
              label={t("title")}
              columns={columns}
              data={result.mismatches}
              isLoading={false}
              state={table}
              pageSize={PAGE_SIZE}
              noun={t("noun")}
              empty={<TableEmpty title={t("balanced")} />}
              renderCard={(m) => <MismatchCard m={m} />}
              getRowId={(m) => `${m.userId}-${m.asset}`}
            />
          </section>
        ))}
    </div>
  );
}
