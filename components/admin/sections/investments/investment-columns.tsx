"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import type { AdminInvestment } from "@/lib/hooks/admin/use-admin-investments";
import { formatAmount, formatDate, formatPercent, formatUsd } from "@/lib/format";
import { statusTone } from "@/lib/labels";
import { useAssetLabel, useStatusLabel } from "../use-admin-labels";

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

/** An amount in `asset`: dollars as dollars, a coin to the ledger's 8 decimals ("0.50000000 BTC"). */
const inAsset = (asset: string | undefined) => (value: number | string) =>
  !asset || asset === "USD" ? formatUsd(value) : formatAmount(value, asset, 8);

/** The asset the principal is held in: USD, or a coin plan's coin. */
export const principalAsset = (row: AdminInvestment) => row.principalAsset ?? "USD";

export const amountRange = (t: T, row: AdminInvestment) => {
  const format = inAsset(row.rangeAsset ?? principalAsset(row));
  return t("range", { min: dash(row.minimumAmount, format), max: dash(row.maximumAmount, format) });
};
export const invested = (t: T, row: AdminInvestment) =>
  t("invested", { amount: inAsset(principalAsset(row))(row.amount) });

/** The plan's kind and the asset it is held in, as words ("Flexible", "Bitcoin"). */
export function InvestmentEarn({ row }: { row: AdminInvestment }) {
  const t = useTranslations("admin.investments");
  const assetName = useAssetLabel();
  const asset = principalAsset(row);
  return (
    <div className="space-y-1">
      <div>{t(`kind.${row.kind ?? "FIXED"}`)}</div>
      <div className="text-xs text-muted-foreground">{asset === "USD" ? t("usd") : assetName(asset)}</div>
    </div>
  );
}

/**
 * Interest paid, redemptions (what they returned, and what an early one forfeited) and renewal, each in the plan's
 * asset; a dash when none.
 */
export function InvestmentEarnings({ row }: { row: AdminInvestment }) {
  const t = useTranslations("admin.investments");
  const format = inAsset(principalAsset(row));
  const lines: string[] = [];
  if (row.interestCredited !== undefined)
    lines.push(t("interestPaid", { amount: format(row.interestCredited) }));
  if (row.redemptions)
    lines.push(t("redeemed", { count: row.redemptions, amount: format(row.redeemed ?? "0") }));
  // An early redemption's cost, named by the rule that took it (the interest paid back, or the penalty).
  if (row.forfeited && Number(row.forfeited) > 0)
    lines.push(t("forfeited", { rule: row.earlyRedemption ?? "other", amount: format(row.forfeited) }));
  if (row.renewedTo) lines.push(t("renewedTo", { id: row.renewedTo }));
  else if (row.autoRenew) lines.push(row.compound ? t("autoRenewCompound") : t("autoRenew"));
  if (row.renewedFrom) lines.push(t("renewedFrom", { id: row.renewedFrom }));
  if (lines.length === 0) return <span className="text-muted-foreground">{DASH}</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line, i) => (
        <li key={line} className={i === 0 ? undefined : "text-xs text-muted-foreground"}>
          {line}
        </li>
      ))}
    </ul>
  );
}
export const rate = (t: T, row: AdminInvestment) =>
  t("rate", { rate: dash(row.interestRate, formatPercent) });
export const returns = (t: T, row: AdminInvestment) =>
  t("returns", { returns: dash(row.totalReturn, formatPercent) });

// Investment with ID, User, Plan (kind and asset), Amount Range with invested amount (in the plan's asset),
// Performance with rate and returns, Earnings (interest paid, redemptions and forfeits, renewal), Created.
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
      // A 1280 px screen's table is 950 px wide: the plan's shape, the interest and redemptions and the date
      // step into the row's details below the widths they need.
      {
        id: "earn",
        header: t("columns.earn"),
        meta: { hideBelow: 1152, className: "whitespace-nowrap" },
        cell: ({ row }) => <InvestmentEarn row={row.original} />,
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
        id: "earnings",
        header: t("columns.earnings"),
        meta: { hideBelow: 1152, align: "right", className: "whitespace-nowrap" },
        cell: ({ row }) => <InvestmentEarnings row={row.original} />,
      },
      {
        id: "created",
        header: t("columns.created"),
        meta: { hideBelow: 1024, className: "whitespace-nowrap" },
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t],
  );
}
