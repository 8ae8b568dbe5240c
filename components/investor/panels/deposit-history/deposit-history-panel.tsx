"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DEPOSIT_STATUSES } from "@/lib/enums";
import { useDeposits } from "@/lib/hooks/use-deposits";
import { DepositHistoryCard } from "./deposit-history-card";
import { depositHistoryColumns } from "./deposit-history-columns";
import { DepositHistoryStats } from "./deposit-history-stats";
import { depositSearchText } from "./deposit-display";

const PAGE_SIZE = 8;

// DepositHistory: the investor's deposits with totals, search, status filter and 8 per page.
export function DepositHistoryPanel() {
  const t = useTranslations("investor.depositHistory");
  const status = useTranslations("investor.shell.status");
  const statusOptions = useMemo(
    () => [
      { value: "ALL", label: status("ALL") },
      ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: status(s) })),
    ],
    [status],
  );
  const header = useTranslations("investor.depositHistory.columns");
  const columns = useMemo(() => depositHistoryColumns((id) => header(id)), [header]);
  const deposits = useDeposits();
  const table = useTableUrlState();
  const failedWithData = deposits.isError && deposits.data !== undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <Button
          variant="outline"
          onClick={() => void deposits.refetch()}
          disabled={deposits.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={deposits.isRefetching ? "animate-spin" : undefined} />
          {deposits.isRefetching ? t("refreshing") : t("refresh")}
        </Button>
      </div>

      {failedWithData && <Alert variant="error">{t("loadFailed")}</Alert>}
      {!(deposits.isError && !deposits.data) && (
        <DepositHistoryStats deposits={deposits.data} now={deposits.dataUpdatedAt} />
      )}

      <section aria-labelledby="deposit-history-list" className="space-y-4">
        <h2 id="deposit-history-list" className="sr-only">
          {t("listHeading")}
        </h2>
        <DataTableToolbar
          query={{ value: table.q, onChange: table.setQuery, placeholder: t("search") }}
          status={{ value: table.status, onChange: table.setStatus, options: statusOptions }}
        />
        <DataTable
          label={t("tableLabel")}
          columns={columns}
          data={deposits.data}
          isLoading={deposits.isPending}
          error={deposits.error}
          errorMessage={t("loadFailed")}
          onRetry={() => void deposits.refetch()}
          state={table}
          pageSize={PAGE_SIZE}
          noun={t("noun")}
          searchText={depositSearchText}
          rowStatus={(d) => d.status}
          empty={<TableEmpty title={t("empty")} />}
          renderCard={(d) => <DepositHistoryCard deposit={d} />}
          getRowId={(d) => String(d.id)}
        />
      </section>
    </div>
  );
}
