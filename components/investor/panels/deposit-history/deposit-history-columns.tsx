import { createColumnHelper } from "@tanstack/react-table";
import { formatDateTime } from "@/lib/format";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { ASSET_SYMBOLS } from "@/lib/labels";
import {
  DepositConfirmations,
  DepositNotCredited,
  DepositStatusBadge,
  DepositTransaction,
  depositAmount,
} from "./deposit-display";

const column = createColumnHelper<Deposit>();

/** The columns' names in the reader's language (`investor.depositHistory.columns`). */
export type DepositHeader = (id: "id" | "status" | "asset" | "amount" | "transaction" | "date") => string;

/** DepositHistory row: #id, status (with its confirmations while pending), asset and network, amount with asset,
 *  the transaction (steps aside in a narrow table: the row's details show it), date with time. */
export const depositHistoryColumns = (header: DepositHeader) => [
  column.accessor("id", {
    header: header("id"),
    cell: (c) => <span className="font-medium">#{c.getValue()}</span>,
  }),
  column.accessor("status", {
    header: header("status"),
    cell: ({ row }) => (
      <div className="space-y-1">
        <DepositStatusBadge status={row.original.status} />
        <DepositConfirmations deposit={row.original} />
        <DepositNotCredited deposit={row.original} />
      </div>
    ),
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
  column.accessor("txHash", {
    header: header("transaction"),
    cell: ({ row }) => <DepositTransaction deposit={row.original} />,
    meta: { hideBelow: 768 },
  }),
  column.accessor("date", {
    header: header("date"),
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
];
