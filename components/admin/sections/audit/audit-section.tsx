"use client";
// Admin Audit Trail: summary cards, filters in the URL, the trail 20 per page (paged on the
// server), Refresh and a CSV export of everything the filters match.
import { useTranslations } from "next-intl";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { AUDIT_PAGE_SIZE, useAdminAuditSummary, useAdminAuditTrail } from "@/lib/hooks/admin/use-admin-audit";
import { useClampPage } from "../use-clamp-page";
import { AuditCard } from "./audit-card";
import { useAuditColumns } from "./audit-columns";
import { AuditFilters } from "./audit-filters";
import { AuditSummaryCards } from "./audit-summary-cards";
import { useAuditFilters } from "./use-audit-filters";

export function AuditSection() {
  const t = useTranslations("admin.audit");
  const columns = useAuditColumns();
  const state = useAuditFilters();
  const enabled = !state.rangeInvalid;
  const trail = useAdminAuditTrail(state.filters, state.page, { enabled });
  const summary = useAdminAuditSummary(state.filters, { enabled });
  const total = trail.data?.pagination.total;
  useClampPage(state.page, total, AUDIT_PAGE_SIZE, state.setPage);

  const refresh = () => {
    void trail.refetch();
    void summary.refetch();
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="audit-summary">
        <h2 id="audit-summary" className="sr-only">
          {t("summary")}
        </h2>
        <AuditSummaryCards summary={summary.data} failed={summary.isError} />
      </section>
      <section aria-labelledby="audit-list" className="space-y-4">
        <h2 id="audit-list" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <AuditFilters
          state={state}
          refreshing={enabled && (trail.isFetching || summary.isFetching)}
          onRefresh={refresh}
        />
        {enabled && (
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={trail.data?.auditTrail}
            total={total ?? 0}
            isLoading={trail.isPending}
            error={trail.error}
            errorMessage={t("loadError")}
            onRetry={() => trail.refetch()}
            state={{ page: state.page, setPage: state.setPage }}
            pageSize={AUDIT_PAGE_SIZE}
            noun={t("noun")}
            getRowId={(row) => String(row.id)}
            rowLabel={(row) => t("rowLabel", { id: row.id })}
            empty={<TableEmpty title={t("empty")} />}
            renderCard={(row) => <AuditCard row={row} />}
          />
        )}
      </section>
    </div>
  );
}
