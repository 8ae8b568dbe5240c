"use client";
// Admin Audit Trail: summary cards, filters in the URL, the trail 20 per page (paged on the
// server), Refresh and a CSV export of everything the filters match.
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { AUDIT_PAGE_SIZE, useAdminAuditSummary, useAdminAuditTrail } from "@/lib/hooks/admin/use-admin-audit";
import { useClampPage } from "../use-clamp-page";
import { AuditCard } from "./audit-card";
import { auditColumns } from "./audit-columns";
import { AuditFilters } from "./audit-filters";
import { AuditSummaryCards } from "./audit-summary-cards";
import { useAuditFilters } from "./use-audit-filters";

// A fixed text, whatever the server said.
export const AUDIT_FETCH_FAILED = "Failed to fetch audit trail";

export function AuditSection() {
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
          Summary
        </h2>
        <AuditSummaryCards summary={summary.data} failed={summary.isError} />
      </section>
      <section aria-labelledby="audit-list" className="space-y-4">
        <h2 id="audit-list" className="text-xl font-semibold">
          Audit Entries
        </h2>
        <AuditFilters
          state={state}
          refreshing={enabled && (trail.isFetching || summary.isFetching)}
          onRefresh={refresh}
        />
        {enabled && (
          <DataTable
            label="Audit entries"
            columns={auditColumns}
            data={trail.data?.auditTrail}
            total={total ?? 0}
            isLoading={trail.isPending}
            error={trail.error}
            errorMessage={AUDIT_FETCH_FAILED}
            onRetry={() => trail.refetch()}
            state={{ page: state.page, setPage: state.setPage }}
            pageSize={AUDIT_PAGE_SIZE}
            noun="entries"
            getRowId={(row) => String(row.id)}
            rowLabel={(row) => `audit entry ${row.id}`}
            empty={<TableEmpty title="No audit entries found" />}
            renderCard={(row) => <AuditCard row={row} />}
          />
        )}
      </section>
    </div>
  );
}
