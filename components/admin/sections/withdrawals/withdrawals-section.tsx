"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { FlashMessage } from "@/components/ui/flash-message";
import { WITHDRAWAL_STATUSES } from "@/lib/enums";
import {
  useAdminWithdrawals,
  useAdminWithdrawalSummary,
  WITHDRAWALS_PAGE_SIZE,
} from "@/lib/hooks/admin/use-admin-withdrawals";
import { useClampPage } from "../use-clamp-page";
import { HotWalletCards } from "./hot-wallet-cards";
import { DecisionsProvider, useWithdrawalDecisions } from "./use-withdrawal-decisions";
import { WithdrawalCard } from "./withdrawal-card";
import { useWithdrawalStatusLabel } from "./withdrawal-display";
import { useWithdrawalColumns } from "./withdrawal-columns";
import { WithdrawalStats } from "./withdrawal-stats";
import { WithdrawalLimitsDialog } from "./withdrawal-limits-dialog";

// Four cards, a search by user name, e-mail or status (on the server), 10 per page, and the
// approve and reject buttons with a green or red banner.
export function WithdrawalsSection() {
  const t = useTranslations("admin.withdrawals");
  const statusLabel = useWithdrawalStatusLabel();
  const columns = useWithdrawalColumns();
  const statusOptions = useMemo(
    () => [
      { value: "ALL", label: t("allStatuses") },
      ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    ],
    [t, statusLabel],
  );
  const table = useTableUrlState();
  const list = useAdminWithdrawals({ page: table.page, q: table.q, status: table.status });
  const summary = useAdminWithdrawalSummary();
  const decisions = useWithdrawalDecisions();
  useClampPage(table.page, list.data?.total, WITHDRAWALS_PAGE_SIZE, table.setPage);

  const refreshing = list.isFetching || summary.isFetching;
  const refresh = () => void Promise.all([list.refetch(), summary.refetch()]);

  return (
    <DecisionsProvider value={decisions}>
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
          <div className="flex flex-wrap gap-2">
            <WithdrawalLimitsDialog />
            <Button
              variant="outline"
              onClick={refresh}
              disabled={refreshing}
              className="self-start sm:self-auto"
            >
              <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
              {refreshing ? t("refreshing") : t("refresh")}
            </Button>
          </div>
        </div>

        <FlashMessage flash={decisions.flash} />
        <WithdrawalStats
          counts={summary.data}
          rows={list.data?.rows}
          failed={(summary.isError && !summary.data) || (list.isError && !list.data)}
        />
        <HotWalletCards />

        <section aria-labelledby="withdrawal-requests" className="space-y-4">
          <h2 id="withdrawal-requests" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <DataTableToolbar
            query={{
              value: table.q,
              onChange: table.setQuery,
              placeholder: t("search"),
            }}
            status={{ value: table.status, onChange: table.setStatus, options: statusOptions }}
          />
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={list.data?.rows}
            total={list.data?.total ?? 0}
            isLoading={list.isPending}
            error={list.error}
            errorMessage={t("loadError")}
            onRetry={() => void list.refetch()}
            state={table}
            pageSize={WITHDRAWALS_PAGE_SIZE}
            noun={t("noun")}
            empty={<TableEmpty title={t("empty")} />}
            renderCard={(w) => <WithdrawalCard w={w} />}
            getRowId={(w) => String(w.id)}
            rowLabel={(w) => t("rowLabel", { id: w.id })}
          />
        </section>
      </div>
    </DecisionsProvider>
  );
}
