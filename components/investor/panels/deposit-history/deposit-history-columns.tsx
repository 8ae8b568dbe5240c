"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { DepositStatusBadge, depositAmount } from "./deposit-display";

const column = createColumnHelper<Deposit>();

function Header({ id }: { id: "id" | "status" | "asset" | "amount" | "date" }) {
  return useTranslations("investor.depositHistory.columns")(id);
}

/** DepositHistory row: #id, status, asset and network, amount with asset, date with time. */
export const depositHistoryColumns = [
  column.accessor("id", {
    header: () => <Header id="id" />,
    cell: (c) => <span className="font-medium">#{c.getValue()}</span>,
  }),
  column.accessor("status", {
    header: () => <Header id="status" />,
    cell: (c) => <DepositStatusBadge status={c.getValue()} />,
  }),
  column.accessor("asset", {
    header: () => <Header id="asset" />,
    cell: ({ row }) => (
      <div>
        <div className="font-medium">{ASSET_SYMBOLS[row.original.asset]}</div>
        <div className="text-xs text-muted-foreground">{row.original.network}</div>
      </div>
    ),
  }),
  column.accessor("amount", {
    header: () => <Header id="amount" />,
    cell: ({ row }) => <span className="whitespace-nowrap">{depositAmount(row.original)}</span>,
    meta: { align: "right" },
  }),
  column.accessor("date", {
    header: () => <Header id="date" />,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
];
