"use client";
// Investments (My Investments): summary cards, status filter, the subscriptions table; beyond the
// spec, each subscription's per-day interest statement and a CSV of the whole interest history.
import { Download } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar, type StatusOption } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { interestStatementUrl } from "@/lib/hooks/use-interest";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useSubscriptions, type SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { InterestStatementDialog } from "./interest-statement-dialog";
import { InvestmentCard } from "./investment-card";
import { investmentColumns, planName, type OpenStatement } from "./investment-columns";
import { InvestmentsSummary } from "./investments-summary";

const STATUS_OPTIONS: StatusOption[] = [
  { value: "ALL", label: "All Status" },
  { value: "ACTIVE", label: "Active" },
  { value: "PENDING", label: "Pending" },
  { value: "COMPLETED", label: "Completed" },
  { value: "EXPIRED", label: "Expired" },
];
const PAGE_SIZE = 10;

export function InvestmentsPanel() {
  const subscriptions = useSubscriptions();
  const table = useTableUrlState();
  const [statementFor, setStatementFor] = useState<SubscriptionTransaction | null>(null);
  const focus = useReturnFocus();
  const openStatement = useCallback<OpenStatement>(
    (row, opener) => {
      focus.remember(opener);
      setStatementFor(row);
    },
    [focus],
  );
  const columns = useMemo(() => investmentColumns(openStatement), [openStatement]);

  return (
    <div className="space-y-6">
      <section aria-labelledby="investments-summary">
        <h2 id="investments-summary" className="sr-only">
          Summary
        </h2>
        <InvestmentsSummary rows={subscriptions.data} failed={subscriptions.isError} />
      </section>
      <section aria-labelledby="investments-list" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="investments-list" className="text-xl font-semibold">
            My Investments
          </h2>
          <Button asChild variant="outline">
            <a href={interestStatementUrl({}, true)} download>
              <Download aria-hidden />
              Download interest history (CSV)
            </a>
          </Button>
        </div>
        <DataTableToolbar
          status={{
            value: table.status,
            onChange: table.setStatus,
            options: STATUS_OPTIONS,
            label: "Filter investments by status",
          }}
        />
        <DataTable
          label="Investments"
          columns={columns}
          data={subscriptions.data}
          isLoading={subscriptions.isPending}
          error={subscriptions.error}
          errorMessage={errorMessage(subscriptions.error, "Failed to fetch investments")}
          onRetry={() => subscriptions.refetch()}
          state={table}
          pageSize={PAGE_SIZE}
          noun="investments"
          rowStatus={(r) => r.status}
          getRowId={(r) => String(r.id)}
          rowLabel={(r) => `${planName(r)} investment #${r.id}`}
          empty={
            <TableEmpty title="No investments found" hint="Start investing to see your portfolio here" />
          }
          renderCard={(row) => <InvestmentCard row={row} onStatement={openStatement} />}
        />
      </section>
      <InterestStatementDialog
        subscription={statementFor}
        onClose={() => setStatementFor(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
