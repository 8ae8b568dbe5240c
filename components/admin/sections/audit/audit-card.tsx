"use client";
import type { AuditEntryRow } from "@/lib/hooks/admin/use-admin-audit";
import { formatDateTime } from "@/lib/format";
import { useTranslations } from "next-intl";
import { AuditStatus, AuditUser, auditAmount, auditUsd, useAuditActionLabel } from "./audit-columns";
import { useAuditDetails } from "./use-audit-details";

/** One audit entry on a phone: the table's columns stacked. */
export function AuditCard({ row }: { row: AuditEntryRow }) {
  const t = useTranslations("admin.audit.columns");
  const actionLabel = useAuditActionLabel();
  const details = useAuditDetails()(row);
  return (
    <div className="space-y-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-medium">{actionLabel(row.action)}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(row.timestamp)}</p>
        </div>
        <AuditStatus status={row.status} />
      </div>
      <AuditUser row={row} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">{t("amount")}</dt>
        <dd className="text-right">{auditAmount(row)}</dd>
        <dt className="text-muted-foreground">{t("usd")}</dt>
        <dd className="text-right">{auditUsd(row)}</dd>
      </dl>
      {details && <p className="break-words text-muted-foreground">{details}</p>}
    </div>
  );
}
