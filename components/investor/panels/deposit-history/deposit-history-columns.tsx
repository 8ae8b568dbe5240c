import { createColumnHelper } from "@tanstack/react-table";
import { formatDateTime } from "@/lib/format";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { DepositStatusBadge, depositAmount } from "./deposit-display";

const column = createColumnHelper<Deposit>();

/** The columns' names in the reader's language (`investor.depositHistory.columns`). */
export type DepositHeader = (id: "id" | "status" | "asset" | "amount" | "date") => string;

/** DepositHistory row: #id, status, asset and network, amount with asset, date with time. */
export const depositHistoryColumns = (header: DepositHeader) => [
  column.accessor("id", {
    header: header("id"),
    cell: (c) => <span className="font-medium">#{c.getValue()}</span>,
  }),
  column.accessor("status", {
    header: header("status"),
    cell: (c) => <DepositStatusBadge status={c.getValue()} />,
  }),
  column.accessor("asset", {
    header: header("asset"),
    cell: ({ row }) => (
      <div>
        <div className="font-medium">{ASSET_SYMBOLS[row.original.asset]}</div>
        <div className="text-xs text-muted-foreground">{row.original.network}</div>
      </div>
    ),
  }),
  column.accessor("amount", {
    header: header("amount"),
    cell: ({ row }) => <span className="whitespace-nowrap">{depositAmount(row.original)}</span>,
    meta: { align: "right" },
  }),
  column.accessor("date", {
    header: header("date"),
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
];
