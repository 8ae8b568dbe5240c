"use client";
// Manage Investments: Calculate Interest, four cards, every investor's investments searched and
// paged on the server, 5 per page.
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { INVESTMENTS_PAGE_SIZE, useAdminInvestments } from "@/lib/hooks/admin/use-admin-investments";
import { useClampPage } from "../use-clamp-page";
import { CalculateInterestButton } from "./calculate-interest-button";
import { InvestmentCard } from "./investment-card";
import { useInvestmentColumns } from "./investment-columns";
import { InvestmentSummaryCards } from "./investment-summary-cards";

export function InvestmentsSection() {
  const t = useTranslations("admin.investments");
  const errorText = useErrorText();
  const columns = useInvestmentColumns();
  const table = useTableUrlState();
  const investments = useAdminInvestments({ page: table.page, q: table.q });
  const total = investments.data?.pagination.total;
  useClampPage(table.page, total, INVESTMENTS_PAGE_SIZE, table.setPage);

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <CalculateInterestButton />
      </div>
      <section aria-labelledby="investments-summary">
        <h2 id="investments-summary" className="sr-only">
          {t("summary")}
        </h2>
        <InvestmentSummaryCards />
      </section>
      <section aria-labelledby="investments-list" className="space-y-4">
        <h2 id="investments-list" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <DataTableToolbar
          query={{
            value: table.q,
            onChange: table.setQuery,
            placeholder: t("search"),
          }}
        />
        <DataTable
          label={t("tableLabel")}
          columns={columns}
          data={investments.data?.investments}
          total={total ?? 0}
          isLoading={investments.isPending}
          error={investments.error}
          errorMessage={errorText(investments.error, t("loadError"))}
          onRetry={() => investments.refetch()}
          state={table}
          pageSize={INVESTMENTS_PAGE_SIZE}
          noun={t("noun")}
          getRowId={(row) => String(row.id)}
          empty={<TableEmpty title={t("empty")} />}
          renderCard={(row) => <InvestmentCard row={row} />}
        />
      </section>
    </div>
  );
}
