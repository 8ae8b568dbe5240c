"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { FileText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { currentProfit, estimatedProfit } from "@/lib/investments/current-profit";
import { PLAN_AMOUNT_DECIMALS, formatDate, formatNumber, formatPercent, formatUsd } from "@/lib/format";
import { ASSET_SYMBOLS, statusTone, titleCase } from "@/lib/labels";

export const UNKNOWN_PLAN = "Unknown Plan";

export const planName = (r: SubscriptionTransaction) => r.plan?.plan || UNKNOWN_PLAN;
const symbol = (asset: string) => ASSET_SYMBOLS[asset as keyof typeof ASSET_SYMBOLS] ?? asset;
/** Interest credited to the main balance so far: what the investor has really earned. */
export const profitOf = (r: SubscriptionTransaction) => currentProfit(r);
/** The spec's estimate (rate × whole days since the subscription opened), shown only labelled as one. */
export const estimateOf = (r: SubscriptionTransaction, now?: Date) =>
  estimatedProfit(
    {
      amount: r.amount,
      interestRate: r.plan?.interestRate,
      createdAt: r.createdAt,
      totalReturns: r.totalReturns,
    },
    now,
  );
export const lastInterest = (r: SubscriptionTransaction) =>
  r.lastInterestCalculation ? formatDate(r.lastInterestCalculation) : "Pending";

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={statusTone(status)}>{titleCase(status)}</Badge>;
}

export type OpenStatement = (row: SubscriptionTransaction, opener: HTMLElement) => void;

export function StatementButton({ row, onOpen }: { row: SubscriptionTransaction; onOpen: OpenStatement }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={(e) => onOpen(row, e.currentTarget)}
      aria-label={`View statement for ${planName(row)} (#${row.id})`}
    >
      <FileText aria-hidden />
      View statement
    </Button>
  );
}

/** Asset, Date Invested and Last Interest step aside in a narrow table: the row's details show them. */
export function investmentColumns(onStatement: OpenStatement): ColumnDef<SubscriptionTransaction>[] {
  return [
    {
      // An accessor (not a display column): TanStack only applies the status filter to rows with one.
      id: "plan",
      accessorFn: planName,
      header: "Plan",
      cell: ({ row }) => <span className="font-medium">{planName(row.original)}</span>,
    },
    {
      id: "amount",
      header: "Amount Invested",
      meta: { align: "right" },
      cell: ({ row }) => formatUsd(row.original.amount),
    },
    {
      id: "asset",
      header: "Asset",
      meta: { hideBelow: 1024 },
      cell: ({ row }) => (
        <div>
          <div>{symbol(row.original.asset)}</div>
          <div className="text-xs text-muted-foreground tabular-nums">
            {formatNumber(row.original.assetAmount, PLAN_AMOUNT_DECIMALS)} paid
          </div>
        </div>
      ),
    },
    {
      id: "rate",
      header: "Interest Rate",
      meta: { align: "right" },
      cell: ({ row }) => `${formatPercent(row.original.plan?.interestRate)} APY`,
    },
    {
      id: "profit",
      header: "Current Profit",
      meta: { align: "right" },
      cell: ({ row }) => formatUsd(profitOf(row.original)),
    },
    { id: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    {
      id: "createdAt",
      header: "Date Invested",
      meta: { hideBelow: 1152 },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: "lastInterest",
      header: "Last Interest",
      meta: { hideBelow: 1152 },
      cell: ({ row }) => lastInterest(row.original),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <StatementButton row={row.original} onOpen={onStatement} />,
    },
  ];
}
