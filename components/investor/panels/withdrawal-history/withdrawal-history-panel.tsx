"use client";
// WithdrawalHistory ('Failed to fetch withdrawal history' on failure; 5 per page).
import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { useWithdrawals } from "@/lib/hooks/use-withdrawals";
import { withdrawalApproved, withdrawalReturned } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { WithdrawalCard, withdrawalColumns, withdrawalSearchText } from "./withdrawal-rows";
import { WithdrawalStats } from "./withdrawal-stats";

const PAGE_SIZE = 5;
/** The filter's three groups: Approved takes the payouts sent and completed, Rejected the failed ones too. */
const STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;

export function WithdrawalHistoryPanel() {
  const t = useTranslations("investor.withdrawalHistory");
  const status = useTranslations("investor.shell.status");
  const statusOptions = useMemo(
    () => [{ value: "ALL", label: status("ALL") }, ...STATUSES.map((s) => ({ value: s, label: status(s) }))],
    [status],
  );
  const header = useTranslations("investor.withdrawalHistory.columns");
  const columns = useMemo(() => withdrawalColumns((id) => header(id)), [header]);
  const withdrawals = useWithdrawals();
  const table = useTableUrlState();
  const filtered = table.q.trim() !== "" || table.status !== "";
  const refreshing = withdrawals.isFetching && !withdrawals.isPending;

  return (
    <section aria-labelledby="withdrawal-history-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="withdrawal-history-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => withdrawals.refetch()}
          disabled={withdrawals.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={cn(refreshing && "animate-spin")} />
          {refreshing ? t("refreshing") : t("refresh")}
        </Button>
      </div>
      <WithdrawalStats rows={withdrawals.data} failed={withdrawals.isError} />
      <DataTableToolbar
        query={{ value: table.q, onChange: table.setQuery, placeholder: t("search") }}
        status={{ value: table.status, onChange: table.setStatus, options: statusOptions }}
      />
      <DataTable
        label={t("tableLabel")}
        columns={columns}
        data={withdrawals.data}
        isLoading={withdrawals.isPending}
        error={withdrawals.error}
        errorMessage={t("loadFailed")}
        onRetry={() => withdrawals.refetch()}
        state={table}
        pageSize={PAGE_SIZE}
        noun={t("noun")}
        searchText={withdrawalSearchText}
        rowStatus={(w) =>
          withdrawalApproved(w.status) ? "APPROVED" : withdrawalReturned(w.status) ? "REJECTED" : "PENDING"
        }
        getRowId={(w) => String(w.id)}
        renderCard={WithdrawalCard}
        empty={<TableEmpty title={t("empty")} hint={filtered ? t("emptyFiltered") : t("emptyNone")} />}
      />
    </section>
  );
}
