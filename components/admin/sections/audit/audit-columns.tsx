"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import type { AuditEntryRow } from "@/lib/hooks/admin/use-admin-audit";
import { formatAmount, formatDateTime, formatNumber, formatUsd } from "@/lib/format";
import { assetSymbol, titleCase } from "@/lib/labels";
import { useStatusLabel } from "../use-admin-labels";
import { useAuditDetails } from "./use-audit-details";

/** No value: a dash, in every language. */
const DASH = "—";

/** An audit action as people read it ("Withdrawal Approve"), in the reader's language. */
export function useAuditActionLabel() {
  const t = useTranslations("admin.audit.actions");
  return useCallback((action: string) => (t.has(action) ? t(action) : titleCase(action)), [t]);
}

/** The audit trail's crypto amounts have 6 decimals. */
const AUDIT_DECIMALS = 6;

/** Audit amounts with 6 decimals and their symbol; USDT, USDC (and the USD main balance) as dollars. */
export function auditAmount(row: AuditEntryRow): string {
  if (row.amount === null) return DASH;
  if (row.asset === "USD" || row.asset === "USDT" || row.asset === "USDC") return formatUsd(row.amount);
  return row.asset
    ? formatAmount(row.amount, row.asset, AUDIT_DECIMALS)
    : formatNumber(row.amount, AUDIT_DECIMALS);
}

export const auditUsd = (row: AuditEntryRow) =>
  row.usdEquivalent === null ? DASH : formatUsd(row.usdEquivalent);

/** The audit status shows COMPLETED or other. */
export function AuditStatus({ status }: { status: string }) {
  const statusLabel = useStatusLabel();
  const completed = status.toUpperCase() === "COMPLETED";
  return <Badge variant={completed ? "success" : "warning"}>{statusLabel(status)}</Badge>;
}

/** The affected user (names and e-mails are user-supplied: rendered as text only). */
export function AuditUser({ row }: { row: AuditEntryRow }) {
  if (!row.user) return <span className="text-muted-foreground">{DASH}</span>;
  return (
    <div className="min-w-0">
      <div className="truncate font-medium" title={row.user.name}>
        {row.user.name}
      </div>
      {/* One line, cut with an ellipsis (the whole address on hover and in the row's details). */}
      <div className="truncate text-xs text-muted-foreground" title={row.user.email}>
        {row.user.email}
      </div>
    </div>
  );
}

// Timestamp, Action, User, Asset, Amount, USD Value, Status, Details (Asset, USD Value and Status step aside in a
// narrow table: the row's details show them).
export function useAuditColumns(): ColumnDef<AuditEntryRow>[] {
  const t = useTranslations("admin.audit.columns");
  const actionLabel = useAuditActionLabel();
  const detailsText = useAuditDetails();
  return useMemo(
    () => [
      {
        id: "timestamp",
        header: t("timestamp"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.timestamp)}</span>
        ),
      },
      { id: "action", header: t("action"), cell: ({ row }) => actionLabel(row.original.action) },
      {
        id: "user",
        header: t("user"),
        meta: { className: "max-w-52" },
        cell: ({ row }) => <AuditUser row={row.original} />,
      },
      {
        id: "asset",
        header: t("asset"),
        meta: { hideBelow: 1152 },
        cell: ({ row }) => assetSymbol(row.original.asset) || DASH,
      },
      {
        id: "amount",
        header: t("amount"),
        meta: { align: "right", className: "whitespace-nowrap" },
        cell: ({ row }) => auditAmount(row.original),
      },
      {
        id: "usd",
        header: t("usd"),
        meta: { align: "right", className: "whitespace-nowrap", hideBelow: 1024 },
        cell: ({ row }) => auditUsd(row.original),
      },
      {
        id: "status",
        header: t("status"),
        meta: { hideBelow: 1152 },
        cell: ({ row }) => <AuditStatus status={row.original.status} />,
      },
      {
        id: "details",
        header: t("details"),
        // wrap-anywhere: a long token (a wallet address) may break, or it would set the column's width.
        meta: { className: "min-w-48 max-w-xs wrap-anywhere" },
        cell: ({ row }) => detailsText(row.original) ?? DASH,
      },
    ],
    [t, actionLabel, detailsText],
  );
}
