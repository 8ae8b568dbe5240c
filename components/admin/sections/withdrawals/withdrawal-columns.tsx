import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatDateTime } from "@/lib/format";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { WithdrawalActions } from "./withdrawal-actions";
import {
  NewAddressBadge,
  WithdrawalAddress,
  WithdrawalPayout,
  WithdrawalStatusBadge,
  WithdrawalUser,
  assetSymbol,
  withdrawalAmount,
} from "./withdrawal-display";

const column = createColumnHelper<AdminWithdrawal>();

/** ID, User, Amount, Asset, Network, Address, Status (with a hot-wallet payout's transaction and progress under it),
 *  Created, Actions (Network, Address and Created step aside in a narrow table: the row's details show them). */
export function useWithdrawalColumns() {
  const t = useTranslations("admin.withdrawals");
  return useMemo(
    () => [
      column.accessor("id", {
        header: t("columns.id"),
        cell: (c) => <span className="font-medium">{t("id", { id: c.getValue() })}</span>,
      }),
      column.display({
        id: "user",
        header: t("columns.user"),
        cell: ({ row }) => <WithdrawalUser w={row.original} />,
        meta: { className: "max-w-48" },
      }),
      column.accessor("amount", {
        header: t("columns.amount"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap font-medium">{withdrawalAmount(row.original)}</span>
        ),
        meta: { align: "right" },
      }),
      column.accessor("asset", { header: t("columns.asset"), cell: (c) => assetSymbol(c.getValue()) }),
      column.accessor("network", {
        header: t("columns.network"),
        cell: (c) => c.getValue() || t("notAvailable"),
        meta: { hideBelow: 1152 },
      }),
      column.accessor("address", {
        header: t("columns.address"),
        cell: ({ row }) => <WithdrawalAddress w={row.original} />,
        meta: { hideBelow: 1024 },
      }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: ({ row }) => (
          <div className="grid max-w-56 justify-items-start gap-1">
            <WithdrawalStatusBadge status={row.original.status} />
            {row.original.newAddress && <NewAddressBadge />}
            {(row.original.txHash || row.original.payout?.problem) && <WithdrawalPayout w={row.original} />}
          </div>
        ),
      }),

      column.accessor("createdAt", {
        header: t("columns.created"),
        cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
        meta: { hideBelow: 1152 },
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <WithdrawalActions w={row.original} />,
      }),
    ],
    [t],
  );
}
