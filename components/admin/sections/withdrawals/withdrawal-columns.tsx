import { createColumnHelper } from "@tanstack/react-table";
import { formatDateTime } from "@/lib/format";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { WithdrawalActions } from "./withdrawal-actions";
import {
  WithdrawalAddress,
  WithdrawalStatusBadge,
  WithdrawalUser,
  assetSymbol,
  withdrawalAmount,
} from "./withdrawal-display";

const column = createColumnHelper<AdminWithdrawal>();

/** ID, User, Amount, Asset, Network, Address, Status, Created, Actions (Network, Address and Created step aside in a
 *  narrow table: the row's details show them). */
export const withdrawalColumns = [
  column.accessor("id", { header: "ID", cell: (c) => <span className="font-medium">#{c.getValue()}</span> }),
  column.display({
    id: "user",
    header: "User",
    cell: ({ row }) => <WithdrawalUser w={row.original} />,
    meta: { className: "max-w-48" },
  }),
  column.accessor("amount", {
    header: "Amount",
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-medium">{withdrawalAmount(row.original)}</span>
    ),
    meta: { align: "right" },
  }),
  column.accessor("asset", { header: "Asset", cell: (c) => assetSymbol(c.getValue()) }),
  column.accessor("network", {
    header: "Network",
    cell: (c) => c.getValue() || "N/A",
    meta: { hideBelow: 1152 },
  }),
  column.accessor("address", {
    header: "Address",
    cell: ({ row }) => <WithdrawalAddress w={row.original} />,
    meta: { hideBelow: 1024 },
  }),
  column.accessor("status", {
    header: "Status",
    cell: (c) => <WithdrawalStatusBadge status={c.getValue()} />,
  }),
  column.accessor("createdAt", {
    header: "Created",
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
    meta: { hideBelow: 1152 },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <WithdrawalActions w={row.original} />,
  }),
];
