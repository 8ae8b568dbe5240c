"use client";
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { formatAmount, formatDateTime, formatUsd } from "@/lib/format";
import { useTransactionDetails } from "@/lib/hooks/use-transaction-details";
import { useTranslations } from "next-intl";
import { statusTone } from "@/lib/labels";
import { useAssetLabel, useStatusLabel, useTransactionTypeLabel } from "../use-admin-labels";
import { useAdminCan } from "../../use-admin-can";

/** No value: a dash, in every language. */
const DASH = "—";

export type RowAction = (row: AdminTransactionRow, opener: HTMLElement) => void;
type Props = { row: AdminTransactionRow; onEdit: RowAction; onDelete: RowAction };

/**
 * What the row moved, as people read it: a subscription's amount is its USD principal, paid in its asset;
 * every other amount is in its asset, with its USD value at the time beside a coin.
 */
function TransactionAmount({ row }: { row: AdminTransactionRow }) {
  const t = useTranslations("admin.transactions.card");
  const subscription = row.type === "SUBSCRIPTION";
  const main = subscription ? formatUsd(row.amount) : formatAmount(row.amount, row.asset);
  const beside = subscription
    ? t("paid", { amount: formatAmount(row.assetAmount, row.asset) })
    : row.asset !== "USD" && row.usdEquivalent !== null
      ? formatUsd(row.usdEquivalent)
      : null;
  return (
    <>
      {main}
      {beside && <span className="block text-xs text-muted-foreground">{beside}</span>}
    </>
  );
}

/** List card: id, type, status, user name and e-mail or phone, date, asset, plan, amount; edit and delete. */
export function TransactionCard({ row, onEdit, onDelete }: Props) {
  const mayEdit = useAdminCan()("transactions.edit");
  const t = useTranslations("admin.transactions.card");
  const statusLabel = useStatusLabel();
  const assetName = useAssetLabel();
  const typeLabel = useTransactionTypeLabel();
  const details = useTransactionDetails()(row);
  const contact = row.user?.email || row.phone || row.user?.phone;
  const title = t.rich("title", {
    type: typeLabel(row.type),
    id: row.id,
    num: (c) => <span className="text-muted-foreground tabular-nums">{c}</span>,
  });
  return (
    <article
      aria-label={t("label", { id: row.id })}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{title}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(row.date)}</p>
        </div>
        <Badge variant={statusTone(row.status)}>{statusLabel(row.status)}</Badge>
      </div>
      <div className="min-w-0">
        <p className="break-words font-medium">{row.name || row.user?.name || DASH}</p>
        {contact && <p className="break-all text-xs text-muted-foreground">{contact}</p>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("asset")}</dt>
        <dd className="text-right">{assetName(row.asset)}</dd>
        <dt className="text-muted-foreground">{t("plan")}</dt>
        <dd className="break-words text-right">{row.planName || DASH}</dd>
        <dt className="text-muted-foreground">{t("amount")}</dt>
        <dd className="text-right tabular-nums">
          <TransactionAmount row={row} />
        </dd>
      </dl>
      {details && <p className="break-words text-sm text-muted-foreground">{details}</p>}
      {mayEdit && (
        <div className="mt-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={(e) => onEdit(row, e.currentTarget)}
            aria-label={t("editLabel", { id: row.id })}
          >
            <Pencil aria-hidden />
            {t("edit")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={(e) => onDelete(row, e.currentTarget)}
            aria-label={t("deleteLabel", { id: row.id })}
          >
            <Trash2 aria-hidden />
            {t("delete")}
          </Button>
        </div>
      )}
    </article>
  );
}
