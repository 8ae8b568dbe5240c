"use client";
import { useCallback } from "react";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import type { AuditActionFilter, AuditFilters } from "@/lib/hooks/admin/use-admin-audit";
import { useUrlParams } from "@/lib/hooks/use-url-state";
import { AUDIT_ACTION_FILTERS } from "@/lib/validation/admin";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : "");

/** The trail's filters and page in the URL (`q`, `action`, `start`, `end`, `page`): reload and links keep them. */
export function useAuditFilters() {
  const table = useTableUrlState();
  const { params, write } = useUrlParams();
  const rawAction = params.get("action");
  const action: AuditActionFilter = (AUDIT_ACTION_FILTERS as readonly string[]).includes(rawAction ?? "")
    ? (rawAction as AuditActionFilter)
    : "all";
  const filters: AuditFilters = {
    action,
    startDate: day(params.get("start")),
    endDate: day(params.get("end")),
    q: table.q,
  };
  // A narrower filter can leave fewer pages than the current one: start again at page 1.
  const setAction = useCallback(
    (next: string) => write({ action: next === "all" ? null : next, page: null }),
    [write],
  );
  const setStartDate = useCallback((next: string) => write({ start: next, page: null }), [write]);
  const setEndDate = useCallback((next: string) => write({ end: next, page: null }), [write]);
  const rangeInvalid = !!filters.startDate && !!filters.endDate && filters.endDate < filters.startDate;
  return {
    filters,
    page: table.page,
    setPage: table.setPage,
    setQuery: table.setQuery,
    setAction,
    setStartDate,
    setEndDate,
    rangeInvalid,
  };
}
