"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ADMIN_DEPOSIT_STATES } from "@/lib/deposits/deposit-states";
import {
  DEPOSITS_PAGE_SIZE,
  useAdminDeposits,
  useDepositScanners,
  useFlaggedDepositCount,
} from "@/lib/hooks/admin/use-admin-deposits";
import { useAdminCan } from "../../use-admin-can";
import { useClampPage } from "../use-clamp-page";
import { DepositCard, useDepositColumns } from "./deposit-columns";
import { ScannerCards } from "./scanner-cards";

// Every deposit the chain watchers saw, in every state, with the team's credits, searched and paged on the
// server; above them each watched network's scanner, and a warning while any credited deposit is flagged.
export function DepositsSection() {
  const t = useTranslations("admin.deposits");
  const states = useTranslations("admin.deposits.states");
  const columns = useDepositColumns();
  const table = useTableUrlState();
  const state = (ADMIN_DEPOSIT_STATES as readonly string[]).includes(table.status) ? table.status : "";
  const list = useAdminDeposits({ page: table.page, q: table.q, state });
  const can = useAdminCan();
  const showScanners = can("operations.read");
  const scanners = useDepositScanners({ enabled: showScanners });
  const flagged = useFlaggedDepositCount();
  useClampPage(table.page, list.data?.total, DEPOSITS_PAGE_SIZE, table.setPage);
  const stateOptions = useMemo(
    () => [
      { value: "ALL", label: t("allStates") },
      ...ADMIN_DEPOSIT_STATES.map((s) => ({ value: s, label: states(s) })),
    ],
    [t, states],
  );

  const refreshing = list.isFetching || scanners.isFetching;
  const refresh = () =>
    void Promise.all([list.refetch(), showScanners && scanners.refetch(), flagged.refetch()]);
  const flaggedCount = flagged.data ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <Button variant="outline" onClick={refresh} disabled={refreshing} className="self-start sm:self-auto">
          <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
          {refreshing ? t("refreshing") : t("refresh")}
        </Button>
      </div>

      {flaggedCount > 0 && (
        <Alert variant="warning">
          <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>{t("flagged", { count: flaggedCount })}</span>
            {state !== "FLAGGED" && (
              <Button variant="outline" size="sm" onClick={() => table.setStatus("FLAGGED")}>
                {t("showFlagged")}
              </Button>
            )}
          </div>
        </Alert>
      )}

      {showScanners && (
        <ScannerCards
          scanners={scanners.data}
          isLoading={scanners.isPending}
          failed={scanners.isError && !scanners.data}
          onRetry={() => void scanners.refetch()}
        />
      )}

      <section aria-labelledby="admin-deposits" className="space-y-4">
        <h2 id="admin-deposits" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <DataTableToolbar
          query={{ value: table.q, onChange: table.setQuery, placeholder: t("search") }}
          status={{ value: state, onChange: table.setStatus, options: stateOptions, label: t("stateFilter") }}
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
          pageSize={DEPOSITS_PAGE_SIZE}
          noun={t("noun")}
          empty={<TableEmpty title={t("empty")} />}
          renderCard={(d) => <DepositCard d={d} />}
          getRowId={(d) => String(d.id)}
          rowLabel={(d) => t("rowLabel", { id: d.id })}
        />
      </section>
    </div>
  );
}
