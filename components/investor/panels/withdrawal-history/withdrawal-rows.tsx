// How one withdrawal request reads in the history table and on a phone's card.
"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { WithdrawalRequest } from "@/lib/hooks/use-withdrawals";
import { formatAmount, formatDate, shortenAddress } from "@/lib/format";
import { assetName, assetSymbol, statusTone, titleCase, withdrawalStatus } from "@/lib/labels";

export function amountWithAsset(w: WithdrawalRequest) {
  return formatAmount(w.amount, w.asset);
}

export function WithdrawalStatusBadge({ status }: { status: string }) {
  const t = useTranslations("investor.shell.status");
  const shown = withdrawalStatus(status);
  return <Badge variant={statusTone(shown)}>{t.has(shown) ? t(shown) : titleCase(shown)}</Badge>;
}

function Address({ address }: { address: string | null }) {
  return (
    <span className="font-mono text-xs" title={address ?? undefined}>
      {shortenAddress(address)}
    </span>
  );
}

/** What the search box matches: asset, status, amount or address. */
export function withdrawalSearchText(w: WithdrawalRequest) {
  return [
    w.asset,
    assetName(w.asset),
    assetSymbol(w.asset),
    withdrawalStatus(w.status),
    String(w.amount),
    amountWithAsset(w),
    w.address,
  ]
    .filter(Boolean)
    .join(" ");
}

const column = createColumnHelper<WithdrawalRequest>();

/** The columns' names in the reader's language (`investor.withdrawalHistory.columns`). */
export type WithdrawalHeader = (id: "amount" | "status" | "network" | "address" | "date") => string;

function NetworkName({ network }: { network: string | null | undefined }) {
  const t = useTranslations("investor.withdrawalHistory");
  return network || t("noNetwork");
}

export const withdrawalColumns = (header: WithdrawalHeader) => [
  // The row's lead, so it reads from the left edge: right-aligned in the first column, the amounts sat far from
  // their header's side and the column's left part looked empty and unlabelled.
  column.accessor("amount", {
    header: header("amount"),
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-medium tabular-nums">{amountWithAsset(row.original)}</span>
    ),
  }),
  column.accessor("status", {
    header: header("status"),
    cell: ({ getValue }) => <WithdrawalStatusBadge status={getValue()} />,
  }),
  column.accessor("network", {
    header: header("network"),
    cell: ({ getValue }) => <NetworkName network={getValue()} />,
  }),
  column.accessor("address", {
    header: header("address"),
    cell: ({ getValue }) => <Address address={getValue()} />,
  }),
  column.accessor("createdAt", {
    header: header("date"),
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];

export function WithdrawalCard(w: WithdrawalRequest) {
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium tabular-nums">{amountWithAsset(w)}</span>
        <WithdrawalStatusBadge status={w.status} />
      </div>
      <div className="flex justify-between gap-2 text-muted-foreground">
        <span>
          <NetworkName network={w.network} />
        </span>
        <span>{formatDate(w.createdAt)}</span>
      </div>
      <Address address={w.address} />
    </div>
  );
}
