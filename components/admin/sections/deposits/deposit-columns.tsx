import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatDateTime } from "@/lib/format";
import type { AdminDepositRow } from "@/lib/hooks/admin/use-admin-deposits";
import { ASSET_SYMBOLS } from "@/lib/labels";
import {
  DepositAmount,
  DepositBlock,
  DepositConfirmations,
  DepositStateBadge,
  DepositTransaction,
  DepositUser,
} from "./deposit-display";

const column = createColumnHelper<AdminDepositRow>();

/** User, Asset, Network, Amount, State, Confirmations, Transaction, Block, Date (Network, Block and Date step
 *  aside in a narrow table: the row's details show them). */
export function useDepositColumns() {
  const t = useTranslations("admin.deposits");
  return useMemo(
    () => [
      column.display({
        id: "user",
        header: t("columns.user"),
        cell: ({ row }) => <DepositUser d={row.original} />,
        meta: { className: "max-w-48" },
      }),
      column.accessor("asset", { header: t("columns.asset"), cell: (c) => ASSET_SYMBOLS[c.getValue()] }),
      column.accessor("network", { header: t("columns.network"), meta: { hideBelow: 1152 } }),
      column.accessor("amount", {
        header: t("columns.amount"),
        cell: ({ row }) => <DepositAmount d={row.original} />,
        meta: { align: "right" },
      }),
      column.accessor("state", {
        header: t("columns.state"),
        cell: (c) => <DepositStateBadge state={c.getValue()} />,
      }),
      column.accessor("confirmations", {
        header: t("columns.confirmations"),
        cell: ({ row }) => <DepositConfirmations d={row.original} />,
      }),
      column.accessor("txHash", {
        header: t("columns.transaction"),
        cell: ({ row }) => <DepositTransaction d={row.original} />,
      }),
      column.accessor("blockHeight", {
        header: t("columns.block"),
        cell: ({ row }) => <DepositBlock d={row.original} />,
        meta: { hideBelow: 1024 },
      }),
      column.accessor("createdAt", {
        header: t("columns.date"),
        cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
        meta: { hideBelow: 1152 },
      }),
    ],
    [t],
  );
}

/** One deposit as a card, for phones. */
export function DepositCard({ d }: { d: AdminDepositRow }) {
  const t = useTranslations("admin.deposits");
  return (
    // One column that may shrink below its content: a long e-mail truncates instead of widening the card.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <DepositUser d={d} />
        <DepositStateBadge state={d.state} />
      </div>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="font-medium">{ASSET_SYMBOLS[d.asset]}</div>
          <div className="text-xs text-muted-foreground">{d.network}</div>
        </div>
        <DepositAmount d={d} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t("columns.confirmations")}</dt>
        <dd className="text-right">
          <DepositConfirmations d={d} />
        </dd>
        <dt className="text-muted-foreground">{t("columns.transaction")}</dt>
        <dd className="min-w-0 text-right">
          <DepositTransaction d={d} />
        </dd>
        <dt className="text-muted-foreground">{t("columns.block")}</dt>
        <dd className="text-right">
          <DepositBlock d={d} />
        </dd>
        <dt className="text-muted-foreground">{t("columns.date")}</dt>
        <dd className="text-right">{formatDateTime(d.createdAt)}</dd>
      </dl>
    </div>
  );
}
