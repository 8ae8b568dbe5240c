"use client";

import { RefreshCw } from "lucide-react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DEPOSIT_STATUSES } from "@/lib/enums";
import { useDeposits } from "@/lib/hooks/use-deposits";
import { titleCase } from "@/lib/labels";
import { DepositHistoryCard } from "./deposit-history-card";
import { depositHistoryColumns } from "./deposit-history-columns";
import { DepositHistoryStats } from "./deposit-history-stats";
import { depositSearchText } from "./deposit-display";

const PAGE_SIZE = 8;
const FETCH_ERROR = "Failed to fetch deposit history";
const STATUS_OPTIONS = [
  { value: "ALL", label: "All" },
  ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: titleCase(s) })),
];

// DepositHistory: the investor's deposits with totals, search, status filter and 8 per page.
export function DepositHistoryPanel() {
  const deposits = useDeposits();
  const table = useTableUrlState();
  const failedWithData = deposits.isError && deposits.data !== undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Your deposits, newest first.</p>
        <Button
          variant="outline"
          onClick={() => void deposits.refetch()}
          disabled={deposits.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={deposits.isRefetching ? "animate-spin" : undefined} />
          {deposits.isRefetching ? "Refreshing..." : "Refresh"}
        </Button>
      </div>

      {failedWithData && <Alert variant="error">{FETCH_ERROR}</Alert>}
      {!(deposits.isError && !deposits.data) && (
        <DepositHistoryStats deposits={deposits.data} now={deposits.dataUpdatedAt} />
      )}

      <section aria-labelledby="deposit-history-list" className="space-y-4">
        <h2 id="deposit-history-list" className="sr-only">
          Deposits
        </h2>
        <DataTableToolbar
          query={{ value: table.q, onChange: table.setQuery, placeholder: "Search deposits..." }}
          status={{ value: table.status, onChange: table.setStatus, options: STATUS_OPTIONS }}
        />
        <DataTable
          label="Deposit History"
          columns={depositHistoryColumns}
          data={deposits.data}
          isLoading={deposits.isPending}
          error={deposits.error}
          errorMessage={FETCH_ERROR}
          onRetry={() => void deposits.refetch()}
          state={table}
          pageSize={PAGE_SIZE}
          noun="deposits"
          searchText={depositSearchText}
          rowStatus={(d) => d.status}
          empty={<TableEmpty title="No deposits found" />}
          renderCard={(d) => <DepositHistoryCard deposit={d} />}
          getRowId={(d) => String(d.id)}
        />
      </section>
    </div>
  );
}
