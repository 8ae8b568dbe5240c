"use client";

import { History } from "lucide-react";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { useTransactions } from "@/lib/hooks/use-transactions";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { ActivityCard, activityColumns } from "./activity-columns";
import { useActivityDate } from "./activity-date";
import { useActivityLabel } from "./activity-types";

/** Dashboard transactions, 3 per page. */
export const ACTIVITY_PAGE_SIZE = 3;

export function RecentActivity() {
  const t = useTranslations("investor.overview.activity");
  const header = useTranslations("investor.overview.columns");
  const columns = useMemo(() => activityColumns((id) => header(id)), [header]);
  const activityLabel = useActivityLabel();
  const dateText = useActivityDate();
  const { navigate } = useInvestorDashboard();
  const transactions = useTransactions();
  const table = useTableUrlState();
  return (
    <section aria-labelledby="recent-activity-title" className="min-w-0 space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        {/* The spec's button has no action; the nearest full history is the deposit history. */}
        <Button variant="outline" size="sm" onClick={() => navigate("deposit-history")}>
          <History aria-hidden />
          {t("seeHistory")}
        </Button>
      </div>
      <DataTable
        label={t("title")}
        columns={columns}
        data={transactions.data}
        isLoading={transactions.isPending}
        error={transactions.error}
        errorMessage={t("loadFailed")}
        onRetry={() => void transactions.refetch()}
        state={table}
        pageSize={ACTIVITY_PAGE_SIZE}
        noun={t("noun")}
        empty={<TableEmpty title={t("empty")} />}
        renderCard={(row) => <ActivityCard row={row} />}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => t("rowLabel", { activity: activityLabel(row.type), date: dateText(row.date) })}
      />
    </section>
  );
}
