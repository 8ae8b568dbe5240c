"use client";
import { Download, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { auditExportUrl } from "@/lib/hooks/admin/use-admin-audit";
import { AUDIT_ACTION_FILTERS } from "@/lib/validation/admin";
import type { useAuditFilters } from "./use-audit-filters";

type Props = { state: ReturnType<typeof useAuditFilters>; refreshing: boolean; onRefresh: () => void };

/** Search, action type, start and end date, Refresh and Export. */
export function AuditFilters({ state, refreshing, onRefresh }: Props) {
  const t = useTranslations("admin.audit.filters");
  const { filters, rangeInvalid } = state;
  return (
    <div className="space-y-3">
      <DataTableToolbar query={{ value: filters.q, onChange: state.setQuery, placeholder: t("search") }}>
        <Select value={filters.action} onValueChange={state.setAction}>
          <SelectTrigger className="sm:w-48" aria-label={t("actionType")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AUDIT_ACTION_FILTERS.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`actions.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </DataTableToolbar>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-start">{t("start")}</Label>
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
          <Label htmlFor="audit-end">{t("end")}</Label>
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
            {t("refresh")}
          </Button>
          {rangeInvalid ? (
            <Button variant="outline" disabled>
              <Download aria-hidden />
              {t("export")}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <a href={auditExportUrl(filters)} download>
                <Download aria-hidden />
                {t("export")}
              </a>
            </Button>
          )}
        </div>
      </div>
      {rangeInvalid && (
        <p id="audit-range-error" role="alert" className="text-sm text-destructive">
          {t("rangeInvalid")}
        </p>
      )}
    </div>
  );
}
