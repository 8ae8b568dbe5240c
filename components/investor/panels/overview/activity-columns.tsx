import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { ActivityTransaction } from "@/lib/hooks/use-transactions";
import { ASSET_SYMBOLS, statusTone, transactionStatusLabel } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { activityAmount, activityAmountLines } from "./activity-amount";
import { activityKind } from "./activity-types";

function ActivityType({ type }: { type: string }) {
  const { label, icon: Icon, direction } = activityKind(type);
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

function Status({ row }: { row: Pick<ActivityTransaction, "type" | "status"> }) {
  return <Badge variant={statusTone(row.status)}>{transactionStatusLabel(row.type, row.status)}</Badge>;
}

/** Overview 'Recent Activity': Type, Asset, Date, Status, Amount. */
export const activityColumns: ColumnDef<ActivityTransaction>[] = [
  { id: "type", header: "Type", cell: ({ row }) => <ActivityType type={row.original.type} /> },
  // The amount names its asset; in a narrow table (half of a laptop's screen) the column steps aside.
  {
    id: "asset",
    header: "Asset",
    meta: { hideBelow: 768 },
    cell: ({ row }) => ASSET_SYMBOLS[row.original.asset],
  },
  {
    id: "date",
    header: "Date",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.date)}</span>,
  },
  { id: "status", header: "Status", cell: ({ row }) => <Status row={row.original} /> },
  {
    id: "amount",
    header: "Amount",
    meta: { align: "right", className: "whitespace-nowrap font-medium" },
    cell: ({ row }) => activityAmount(row.original),
  },
];

/** The same row as a card on phones. */
export function ActivityCard({ row }: { row: ActivityTransaction }) {
  // "100.00 USDT refunded" on one line left the activity's name three lines on a phone.
  const [amount, note] = activityAmountLines(row);
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <ActivityType type={row.type} />
        <p className="pl-11 text-xs text-muted-foreground">
          {ASSET_SYMBOLS[row.asset]} · {formatDate(row.date)}
        </p>
      </div>
      <div className="shrink-0 space-y-1 text-right">
        <p className="font-medium tabular-nums">
          {amount}
          {note && <span className="block text-xs font-normal text-muted-foreground">{note}</span>}
        </p>
        <Status row={row} />
      </div>
    </div>
  );
}
