"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ActivityTransaction } from "@/lib/hooks/use-transactions";
import { ASSET_SYMBOLS, isRejectedWithdrawal, statusTone } from "@/lib/labels";
import { titleCase } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { activityAmount } from "./activity-amount";
import { useActivityDate } from "./activity-date";
import { activityKind, useActivityLabel } from "./activity-types";

function ActivityType({ type }: { type: string }) {
  const { icon: Icon, direction } = activityKind(type);
  const label = useActivityLabel()(type);
  return (
    <span className="flex items-center gap-3">
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          direction === "out" ? "bg-amber-100 text-amber-800" : "bg-emerald-100 text-emerald-800",
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="font-medium">{label}</span>
    </span>
  );
}

/** A rejected withdrawal's row (INACTIVE) reads as what happened to the request: Rejected. */
export function Status({ row }: { row: Pick<ActivityTransaction, "type" | "status"> }) {
  const t = useTranslations("investor.shell.status");
  const status = isRejectedWithdrawal(row) ? "REJECTED" : row.status;
  return <Badge variant={statusTone(row.status)}>{t.has(status) ? t(status) : titleCase(status)}</Badge>;
}

function ActivityDate({ value }: { value: string }) {
  return <span className="whitespace-nowrap">{useActivityDate()(value)}</span>;
}

function ActivityAmount({ row }: { row: ActivityTransaction }) {
  const t = useTranslations("investor.overview");
  const { amount, refunded } = activityAmount(row);
  return refunded ? t("refundedAmount", { amount }) : amount;
}

/** The columns' names in the reader's language (`investor.overview.columns`). */
export type ActivityHeader = (id: "type" | "asset" | "date" | "status" | "amount") => string;

/** Overview 'Recent Activity': Type, Asset, Date, Status, Amount. */
export const activityColumns = (header: ActivityHeader): ColumnDef<ActivityTransaction>[] => [
  {
    id: "type",
    header: header("type"),
    cell: ({ row }) => <ActivityType type={row.original.type} />,
  },
  // The amount names its asset; in a narrow table (half of a laptop's screen) the column steps aside.
  {
    id: "asset",
    header: header("asset"),
    meta: { hideBelow: 768 },
    cell: ({ row }) => ASSET_SYMBOLS[row.original.asset],
  },
  {
    id: "date",
    header: header("date"),
    cell: ({ row }) => <ActivityDate value={row.original.date} />,
  },
  { id: "status", header: header("status"), cell: ({ row }) => <Status row={row.original} /> },
  {
    id: "amount",
    header: header("amount"),
    meta: { align: "right", className: "whitespace-nowrap font-medium" },
    cell: ({ row }) => <ActivityAmount row={row.original} />,
  },
];

/** The same row as a card on phones. */
export function ActivityCard({ row }: { row: ActivityTransaction }) {
  const t = useTranslations("investor.overview");
  // "100.00 USDT refunded" on one line left the activity's name three lines on a phone.
  const { amount, refunded } = activityAmount(row);
  const dateText = useActivityDate();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <ActivityType type={row.type} />
        <p className="pl-11 text-xs text-muted-foreground">
          {`${ASSET_SYMBOLS[row.asset]} · ${dateText(row.date)}`}
        </p>
      </div>
      <div className="shrink-0 space-y-1 text-right">
        <p className="font-medium tabular-nums">
          {amount}
          {refunded && (
            <span className="block text-xs font-normal text-muted-foreground">{t("refunded")}</span>
          )}
        </p>
        <Status row={row} />
      </div>
    </div>
  );
}
