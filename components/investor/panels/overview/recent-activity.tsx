"use client";

import { History } from "lucide-react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { useTransactions } from "@/lib/hooks/use-transactions";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { ActivityCard, activityColumns } from "./activity-columns";
import { activityKind } from "./activity-types";

/** Dashboard transactions, 3 per page. */
export const ACTIVITY_PAGE_SIZE = 3;
export const ACTIVITY_LOAD_FAILED = "We couldn't load your recent activity. Please try again.";

export function RecentActivity() {
  const { navigate } = useInvestorDashboard();
  const transactions = useTransactions();
  const table = useTableUrlState();
  return (
    <section aria-labelledby="recent-activity-title" className="min-w-0 space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity-title" className="text-lg font-semibold">
          Recent Activity
        </h2>
        {/* The spec's button has no action; the nearest full history is the deposit history. */}
        <Button variant="outline" size="sm" onClick={() => navigate("deposit-history")}>
          <History aria-hidden />
          See History
        </Button>
      </div>
      <DataTable
        label="Recent Activity"
        columns={activityColumns}
        data={transactions.data}
        isLoading={transactions.isPending}
        error={transactions.error}
        errorMessage={ACTIVITY_LOAD_FAILED}
        onRetry={() => void transactions.refetch()}
        state={table}
        pageSize={ACTIVITY_PAGE_SIZE}
        noun="transactions"
        empty={<TableEmpty title="No transactions yet" />}
        renderCard={(row) => <ActivityCard row={row} />}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${activityKind(row.type).label}, ${formatDate(row.date)}`}
      />
    </section>
  );
}
