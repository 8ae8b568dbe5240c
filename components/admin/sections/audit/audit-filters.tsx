"use client";
import { Download, RefreshCw } from "lucide-react";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { auditExportUrl, type AuditActionFilter } from "@/lib/hooks/admin/use-admin-audit";
import type { useAuditFilters } from "./use-audit-filters";

const ACTION_LABELS: Record<AuditActionFilter, string> = {
  all: "All",
  credits: "Credits",
  withdrawals: "Withdrawals",
  resets: "Resets",
};

export const RANGE_INVALID = "End date must not be before start date";

type Props = { state: ReturnType<typeof useAuditFilters>; refreshing: boolean; onRefresh: () => void };

/** Search, action type, start and end date, Refresh and Export. */
export function AuditFilters({ state, refreshing, onRefresh }: Props) {
  const { filters, rangeInvalid } = state;
  return (
    <div className="space-y-3">
      <DataTableToolbar
        query={{ value: filters.q, onChange: state.setQuery, placeholder: "Search audit entries" }}
      >
        <Select value={filters.action} onValueChange={state.setAction}>
          <SelectTrigger className="sm:w-48" aria-label="Action type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(ACTION_LABELS).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </DataTableToolbar>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-start">Start date</Label>
          <Input
            id="audit-start"
            type="date"
            className="w-44"
            value={filters.startDate}
            max={filters.endDate || undefined}
            onChange={(e) => state.setStartDate(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-end">End date</Label>
          <Input
            id="audit-end"
            type="date"
            className="w-44"
            value={filters.endDate}
            min={filters.startDate || undefined}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? "audit-range-error" : undefined}
            onChange={(e) => state.setEndDate(e.target.value)}
          />
        </div>
        <div className="flex gap-2 sm:ml-auto">
          <Button variant="outline" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
            <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
            Refresh
          </Button>
          {rangeInvalid ? (
            <Button variant="outline" disabled>
              <Download aria-hidden />
              Export
            </Button>
          ) : (
            <Button asChild variant="outline">
              <a href={auditExportUrl(filters)} download>
                <Download aria-hidden />
                Export
              </a>
            </Button>
          )}
        </div>
      </div>
      {rangeInvalid && (
        <p id="audit-range-error" role="alert" className="text-sm text-destructive">
          {RANGE_INVALID}
        </p>
      )}
    </div>
  );
}
