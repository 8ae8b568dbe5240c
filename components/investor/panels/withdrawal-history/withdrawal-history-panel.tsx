"use client";
// WithdrawalHistory ('Failed to fetch withdrawal history' on failure; 5 per page).
import { RefreshCw } from "lucide-react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { useWithdrawals } from "@/lib/hooks/use-withdrawals";
import { withdrawalStatus } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { WithdrawalCard, withdrawalColumns, withdrawalSearchText } from "./withdrawal-rows";
import { WithdrawalStats } from "./withdrawal-stats";

const PAGE_SIZE = 5;
const STATUS_OPTIONS = [
  { value: "ALL", label: "All" },
  { value: "PENDING", label: "Pending" },
  { value: "APPROVED", label: "Approved" },
  { value: "REJECTED", label: "Rejected" },
];

export function WithdrawalHistoryPanel() {
  const withdrawals = useWithdrawals();
  const table = useTableUrlState();
  const filtered = table.q.trim() !== "" || table.status !== "";
  const refreshing = withdrawals.isFetching && !withdrawals.isPending;

  return (
    <section aria-labelledby="withdrawal-history-title" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="withdrawal-history-title" className="text-xl font-semibold">
            Your withdrawal requests
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Every request and where it stands.</p>
        </div>
        <Button
          variant="outline"
          onClick={() => withdrawals.refetch()}
          disabled={withdrawals.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={cn(refreshing && "animate-spin")} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      <WithdrawalStats rows={withdrawals.data} failed={withdrawals.isError} />
      <DataTableToolbar
        query={{ value: table.q, onChange: table.setQuery, placeholder: "Search withdrawals..." }}
        status={{ value: table.status, onChange: table.setStatus, options: STATUS_OPTIONS }}
      />
      <DataTable
        label="Withdrawal history"
        columns={withdrawalColumns}
        data={withdrawals.data}
        isLoading={withdrawals.isPending}
        error={withdrawals.error}
        errorMessage="Failed to fetch withdrawal history"
        onRetry={() => withdrawals.refetch()}
        state={table}
        pageSize={PAGE_SIZE}
        noun="withdrawals"
        searchText={withdrawalSearchText}
        rowStatus={(w) => withdrawalStatus(w.status)}
        getRowId={(w) => String(w.id)}
        renderCard={WithdrawalCard}
        empty={
          <TableEmpty
            title="No withdrawals found"
            hint={
              filtered
                ? "Try adjusting your search or filter criteria."
                : "You haven't made any withdrawals yet."
            }
          />
        }
      />
    </section>
  );
}
