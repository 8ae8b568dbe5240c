"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import type { AdminInvestment } from "@/lib/hooks/admin/use-admin-investments";
import { formatDate, formatPercent, formatUsd } from "@/lib/format";
import { statusTone } from "@/lib/labels";
import { useStatusLabel } from "../use-admin-labels";

type T = ReturnType<typeof useTranslations<"admin.investments">>;
/** No value: a dash, in every language. */
const DASH = "—";
const dash = (value: unknown, format: (v: number | string) => string) =>
  value === null || value === undefined ? DASH : format(value as number | string);

/** Investment with its ID (and status). */
export function InvestmentName({ row }: { row: AdminInvestment }) {
  const t = useTranslations("admin.investments");
  const statusLabel = useStatusLabel();
  return (
    <div className="space-y-1">
      <div className="font-medium">{row.plan || t("unknownPlan")}</div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <span className="tabular-nums">{t("id", { id: row.id })}</span>
        <Badge variant={statusTone(row.status)}>{statusLabel(row.status)}</Badge>
      </div>
    </div>
  );
}

/** The investor (user-supplied name and e-mail: text only). */
export function InvestmentUser({ row }: { row: AdminInvestment }) {
  if (!row.user) return <span className="text-muted-foreground">{DASH}</span>;
  return (
    <div className="min-w-0">
      <div className="truncate font-medium" title={row.user.name}>
        {row.user.name}
      </div>
      {/* One line, cut with an ellipsis (the whole address on hover). */}
      <div className="truncate text-xs text-muted-foreground" title={row.user.email}>
        {row.user.email}
      </div>
    </div>
  );
}

export const amountRange = (t: T, row: AdminInvestment) =>
  t("range", { min: dash(row.minimumAmount, formatUsd), max: dash(row.maximumAmount, formatUsd) });
export const invested = (t: T, row: AdminInvestment) => t("invested", { amount: formatUsd(row.amount) });
export const rate = (t: T, row: AdminInvestment) =>
  t("rate", { rate: dash(row.interestRate, formatPercent) });
export const returns = (t: T, row: AdminInvestment) =>
  t("returns", { returns: dash(row.totalReturn, formatPercent) });

// Investment with ID, User, Amount Range with invested amount, Performance with rate and
// returns, Created.
export function useInvestmentColumns(): ColumnDef<AdminInvestment>[] {
  const t = useTranslations("admin.investments");
  return useMemo(
    () => [
      {
        id: "investment",
        header: t("columns.investment"),
        cell: ({ row }) => <InvestmentName row={row.original} />,
      },
      {
        id: "user",
        header: t("columns.user"),
        meta: { className: "max-w-52" },
        cell: ({ row }) => <InvestmentUser row={row.original} />,
      },
      {
        id: "range",
        header: t("columns.range"),
        meta: { align: "right", className: "whitespace-nowrap" },
        cell: ({ row }) => (
          <div>
            <div>{amountRange(t, row.original)}</div>
            <div className="text-xs text-muted-foreground">{invested(t, row.original)}</div>
          </div>
        ),
      },
      {
        id: "performance",
        header: t("columns.performance"),
        meta: { align: "right", className: "whitespace-nowrap" },
        cell: ({ row }) => (
          <div>
            <div>{rate(t, row.original)}</div>
            <div className="text-xs text-muted-foreground">{returns(t, row.original)}</div>
          </div>
        ),
      },
      {
        id: "created",
        header: t("columns.created"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t],
  );
}
