"use client";
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { isAuditRow, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { formatAssetAmount, formatDateTime, formatUsd } from "@/lib/format";
import { ASSET_SYMBOLS, statusTone, titleCase } from "@/lib/labels";

export type RowAction = (row: AdminTransactionRow, opener: HTMLElement) => void;
type Props = { row: AdminTransactionRow; onEdit: RowAction; onDelete: RowAction };

const symbol = (asset: string | null) =>
  asset ? (ASSET_SYMBOLS[asset as keyof typeof ASSET_SYMBOLS] ?? asset) : "";

/** List card: id, type, status, user name and e-mail or phone, date, asset, plan, amount. */
export function TransactionCard({ row, onEdit, onDelete }: Props) {
  const audit = isAuditRow(row);
  const label = `${audit ? "audit entry" : "transaction"} ${row.id}`;
  const heading = `${audit ? "Audit entry" : "Transaction"} ${row.id}`;
  const contact = row.user?.email || row.phone || row.user?.phone;
  return (
    <article aria-label={heading} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {titleCase(row.type ?? "")} <span className="text-muted-foreground tabular-nums">#{row.id}</span>
          </p>
          <p className="text-xs text-muted-foreground">{formatDateTime(row.date)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {audit && <Badge variant="outline">Audit</Badge>}
          <Badge variant={statusTone(row.status)}>{titleCase(row.status ?? "")}</Badge>
        </div>
      </div>
      <div className="min-w-0">
        <p className="font-medium">{row.name || row.user?.name || "—"}</p>
        {contact && <p className="break-all text-xs text-muted-foreground">{contact}</p>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Asset</dt>
        <dd className="text-right">{row.asset ?? "—"}</dd>
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="break-words text-right">{row.planName || "—"}</dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="text-right tabular-nums">
          {row.amount === null || row.amount === undefined
            ? "—"
            : `${formatAssetAmount(row.amount, row.asset ?? "")} ${symbol(row.asset)}`}
          {row.usdEquivalent !== null && row.usdEquivalent !== undefined && (
            <span className="block text-xs text-muted-foreground">{formatUsd(row.usdEquivalent)}</span>
          )}
        </dd>
      </dl>
      {row.details && <p className="break-words text-sm text-muted-foreground">{row.details}</p>}
      {!audit && (
        <div className="mt-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={(e) => onEdit(row, e.currentTarget)}
            aria-label={`Edit ${label}`}
          >
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={(e) => onDelete(row, e.currentTarget)}
            aria-label={`Delete ${label}`}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}
