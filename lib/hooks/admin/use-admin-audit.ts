"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { auditSummary } from "@/lib/audit/audit-summary";
import type { listAuditTrail } from "@/lib/audit/list-audit-trail";
import { queryKeys } from "@/lib/query-keys";
import type { AUDIT_ACTION_FILTERS } from "@/lib/validation/admin";

export type AuditTrailPage = Awaited<ReturnType<typeof listAuditTrail>>;
export type AuditEntryRow = AuditTrailPage["auditTrail"][number];
export type AuditSummary = Awaited<ReturnType<typeof auditSummary>>["summary"];
export type AuditActionFilter = (typeof AUDIT_ACTION_FILTERS)[number];

/** The screen's filters; "" means "not set". Dates are 'YYYY-MM-DD' (UTC days, as the server reads them). */
export type AuditFilters = { action: AuditActionFilter; startDate: string; endDate: string; q: string };

/** Audit 20 per page, offset paging. */
export const AUDIT_PAGE_SIZE = 20;

function filterParams({ action, startDate, endDate, q }: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (action !== "all") params.set("action", action);
  if (startDate) params.set("startDate", startDate);
  if (endDate) params.set("endDate", endDate);
  if (q.trim()) params.set("q", q.trim());
  return params;
}

function withQuery(path: string, params: URLSearchParams) {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The CSV of every entry matching the filters (GET /api/admin/audit/export); the session cookie goes along. */
export function auditExportUrl(filters: AuditFilters): string {
  return withQuery("/api/admin/audit/export", filterParams(filters));
}

/** GET /api/admin/audit/trail: one page of the filtered trail, newest first, with the matching total. */
export function useAdminAuditTrail(filters: AuditFilters, page: number, { enabled = true } = {}) {
  const params = filterParams(filters);
  params.set("limit", String(AUDIT_PAGE_SIZE));
  params.set("offset", String((page - 1) * AUDIT_PAGE_SIZE));
  return useQuery({
    queryKey: queryKeys.admin.auditTrail({ ...filters, q: filters.q.trim(), page }),
    queryFn: ({ signal }) =>
      apiFetch<AuditTrailPage>(withQuery("/api/admin/audit/trail", params), { signal }),
    // The previous page stays on screen while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/audit/summary: the four cards, over the chosen days. */
export function useAdminAuditSummary(
  { startDate, endDate }: Pick<AuditFilters, "startDate" | "endDate">,
  { enabled = true } = {},
) {
  const params = filterParams({ action: "all", q: "", startDate, endDate });
  return useQuery({
    queryKey: queryKeys.admin.auditSummary({ startDate, endDate }),
    queryFn: ({ signal }) =>
      apiFetch<{ summary: AuditSummary }>(withQuery("/api/admin/audit/summary", params), { signal }).then(
        (r) => r.summary,
      ),
    enabled,
  });
}
