// How one withdrawal request reads in the history table and on a phone's card.
"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { TransactionLink } from "@/components/deposits/transaction-link";
import { Badge } from "@/components/ui/badge";
import type { WithdrawalRequest } from "@/lib/hooks/use-withdrawals";
import { formatAmount, formatDate, shortenAddress } from "@/lib/format";
import { assetName, assetSymbol, statusTone, titleCase, withdrawalStatus } from "@/lib/labels";

export function amountWithAsset(w: WithdrawalRequest) {
  return formatAmount(w.amount, w.asset);
}

/** The payout's own statuses (sent, completed, failed) have their words here; the others the shell's. */
const PAYOUT_STATUSES: readonly string[] = ["BROADCAST", "COMPLETED", "FAILED"];

export function WithdrawalStatusBadge({ status }: { status: string }) {
  const shell = useTranslations("investor.shell.status");
  const payout = useTranslations("investor.withdrawalHistory.statusLabel");
  const shown = withdrawalStatus(status);
  const t = PAYOUT_STATUSES.includes(shown) ? payout : shell;
  return <Badge variant={statusTone(shown)}>{t.has(shown) ? t(shown) : titleCase(shown)}</Badge>;
}

/** The status and, once a hot wallet sent the payout, its transaction under it. */
function WithdrawalState({ w }: { w: WithdrawalRequest }) {
  return (
    <div className="grid justify-items-start gap-1">
      <WithdrawalStatusBadge status={w.status} />
      <WithdrawalTransaction w={w} />
    </div>
  );
}

/** The payout's transaction once a hot wallet sent it, linking to the explorer; nothing before. */
export function WithdrawalTransaction({ w }: { w: WithdrawalRequest }) {
  const t = useTranslations("investor.withdrawalHistory");
  if (!w.txHash) return null;
  return (
    <TransactionLink
      hash={w.txHash}
      url={w.explorerUrl}
      label={(short) => t("transactionLink", { short, hash: w.txHash! })}
    />
  );
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
    w.txHash,
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
    cell: ({ row }) => <WithdrawalState w={row.original} />,
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
      <WithdrawalTransaction w={w} />
    </div>
  );
}
