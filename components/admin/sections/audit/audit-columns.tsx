"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { AuditEntryRow } from "@/lib/hooks/admin/use-admin-audit";
import { formatDateTime, formatNumber, formatUsd } from "@/lib/format";
import { ASSET_SYMBOLS, titleCase } from "@/lib/labels";

/** Audit amounts with 6 decimals; USDT, USDC (and the USD main balance) as dollars. */
export function auditAmount(row: AuditEntryRow): string {
  if (row.amount === null) return "—";
  if (row.asset === "USD" || row.asset === "USDT" || row.asset === "USDC") return formatUsd(row.amount);
  const symbol = row.asset ? ` ${ASSET_SYMBOLS[row.asset] ?? row.asset}` : "";
  return `${formatNumber(row.amount, 6)}${symbol}`;
}

export const auditUsd = (row: AuditEntryRow) =>
  row.usdEquivalent === null ? "—" : formatUsd(row.usdEquivalent);

/** The audit status shows COMPLETED or other. */
export function AuditStatus({ status }: { status: string }) {
  const completed = status.toUpperCase() === "COMPLETED";
  return <Badge variant={completed ? "success" : "warning"}>{titleCase(status)}</Badge>;
}

/** The affected user (names and e-mails are user-supplied: rendered as text only). */
export function AuditUser({ row }: { row: AuditEntryRow }) {
  if (!row.user) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="min-w-0">
      <div className="font-medium">{row.user.name}</div>
      <div className="break-all text-xs text-muted-foreground">{row.user.email}</div>
    </div>
  );
}

// Timestamp, Action, User, Asset, Amount, USD Value, Status, Details.
export const auditColumns: ColumnDef<AuditEntryRow>[] = [
  {
    id: "timestamp",
    header: "Timestamp",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.timestamp)}</span>,
  },
  { id: "action", header: "Action", cell: ({ row }) => titleCase(row.original.action) },
  { id: "user", header: "User", cell: ({ row }) => <AuditUser row={row.original} /> },
  { id: "asset", header: "Asset", cell: ({ row }) => row.original.asset ?? "—" },
  {
    id: "amount",
    header: "Amount",
    meta: { align: "right", className: "whitespace-nowrap" },
    cell: ({ row }) => auditAmount(row.original),
  },
  {
    id: "usd",
    header: "USD Value",
    meta: { align: "right", className: "whitespace-nowrap" },
    cell: ({ row }) => auditUsd(row.original),
  },
  { id: "status", header: "Status", cell: ({ row }) => <AuditStatus status={row.original.status} /> },
  {
    id: "details",
    header: "Details",
    meta: { className: "min-w-48 max-w-xs" },
    cell: ({ row }) => row.original.details ?? "—",
  },
];
