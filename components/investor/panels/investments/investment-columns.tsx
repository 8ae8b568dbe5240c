"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { FileText, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useContext } from "react";
import { UsdFigure } from "@/components/investor/usd-figure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Position } from "@/lib/hooks/use-earn";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { currentProfit, estimatedProfit } from "@/lib/investments/current-profit";
import {
  PLAN_AMOUNT_DECIMALS,
  formatDate,
  formatExactAmount,
  formatNumber,
  formatPercent,
  formatUsd,
} from "@/lib/format";
import { ASSET_SYMBOLS, statusTone, titleCase } from "@/lib/labels";
import { RenewalSwitch } from "./renewal-switch";

export type InvestmentsT = ReturnType<typeof useTranslations<"investor.investments">>;

/** The plan's name; `unknown` for a subscription whose plan is gone. */
export const planName = (r: SubscriptionTransaction, unknown: string) => r.plan?.plan || unknown;
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
export const lastInterest = (r: SubscriptionTransaction, pending: string) =>
  r.lastInterestCalculation ? formatDate(r.lastInterestCalculation) : pending;

export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("investor.shell.status");
  return <Badge variant={statusTone(status)}>{t.has(status) ? t(status) : titleCase(status)}</Badge>;
}

export type OpenStatement = (row: SubscriptionTransaction, opener: HTMLElement) => void;
export type OpenRedeem = (position: Position, opener: HTMLElement) => void;

/** The earn side of the rows (kind, asset, renewal) by subscription id, from GET /api/subscriptions. Read through a
 *  context, so the table's columns stay the same when a position changes: a cell re-renders, it is not remounted
 *  (a switch keeps its focus). */
export const PositionsContext = createContext<ReadonlyMap<number, Position>>(new Map());
const usePosition = (r: SubscriptionTransaction) => useContext(PositionsContext).get(r.id);

function AmountCell({ row }: { row: SubscriptionTransaction }) {
  return <>{amountOf(row, usePosition(row))}</>;
}
function ProfitCell({ row }: { row: SubscriptionTransaction }) {
  return <ProfitFigure row={row} position={usePosition(row)} />;
}
function RenewalCell({ row }: { row: SubscriptionTransaction }) {
  const p = usePosition(row);
  return p && p.kind === "FIXED" && p.status === "ACTIVE" ? <RenewalSwitch position={p} /> : null;
}
function ActionsCell({
  row,
  onStatement,
  onRedeem,
}: {
  row: SubscriptionTransaction;
  onStatement: OpenStatement;
  onRedeem: OpenRedeem;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <RedeemButton position={usePosition(row)} onOpen={onRedeem} />
      <StatementButton row={row} onOpen={onStatement} />
    </div>
  );
}

/** A position held in a coin counts its principal and interest in that coin, not in dollars. */
const inCoin = (p: Position | undefined): p is Position => !!p && p.asset !== "USD";

export const amountOf = (r: SubscriptionTransaction, p: Position | undefined) =>
  inCoin(p) ? formatExactAmount(p.amount, p.asset) : formatUsd(r.amount);

export function ProfitFigure({ row, position }: { row: SubscriptionTransaction; position?: Position }) {
  return inCoin(position) ? (
    <span className="tabular-nums">{formatExactAmount(position.interestPaid, position.asset)}</span>
  ) : (
    <UsdFigure value={profitOf(row)} />
  );
}

/** Redeem shows on an active subscription: the dialog says what its plan's rule allows. */
export function RedeemButton({ position, onOpen }: { position?: Position; onOpen: OpenRedeem }) {
  const t = useTranslations("investor.investments.redeem");
  if (!position || position.status !== "ACTIVE") return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={(e) => onOpen(position, e.currentTarget)}
      aria-label={t("open", { plan: position.plan, id: position.id })}
    >
      <Undo2 aria-hidden />
      {t("button")}
    </Button>
  );
}

export function StatementButton({ row, onOpen }: { row: SubscriptionTransaction; onOpen: OpenStatement }) {
  const t = useTranslations("investor.investments");
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={(e) => onOpen(row, e.currentTarget)}
      aria-label={t("statement.open", { plan: planName(row, t("unknownPlan")), id: row.id })}
    >
      <FileText aria-hidden />
      {t("statement.button")}
    </Button>
  );
}

/** Asset, Date Invested and Last Interest step aside in a narrow table: the row's details show them. */
export function investmentColumns(
  onStatement: OpenStatement,
  t: InvestmentsT,
  onRedeem: OpenRedeem,
): ColumnDef<SubscriptionTransaction>[] {
  const unknown = t("unknownPlan");
  return [
    {
      // An accessor (not a display column): TanStack only applies the status filter to rows with one.
      id: "plan",
      accessorFn: (r) => planName(r, unknown),
      header: t("columns.plan"),
      cell: ({ row }) => <span className="font-medium">{planName(row.original, unknown)}</span>,
    },
    {
      id: "amount",
      header: t("columns.amount"),
      meta: { align: "right" },
      cell: ({ row }) => <AmountCell row={row.original} />,
    },
    {
      id: "asset",
      header: t("columns.asset"),
      meta: { hideBelow: 1024 },
      cell: ({ row }) => (
        <div>
          <div>{symbol(row.original.asset)}</div>
          <div className="text-xs text-muted-foreground tabular-nums">
            {t("paid", { amount: formatNumber(row.original.assetAmount, PLAN_AMOUNT_DECIMALS) })}
          </div>
        </div>
      ),
    },
    {
      id: "rate",
      header: t("columns.rate"),
      // With Redeem and the renewal switches the row needs the room of a wide screen: below it the rate and the
      // switches are in the position's details (a 1280 px screen's table is 950 px wide, a 1440 px one's 1072).
      meta: { align: "right", hideBelow: 1024 },
      cell: ({ row }) => t("apy", { rate: formatPercent(row.original.plan?.interestRate) }),
    },
    {
      id: "profit",
      header: t("columns.profit"),
      meta: { align: "right" },
      cell: ({ row }) => <ProfitCell row={row.original} />,
    },
    {
      id: "status",
      header: t("columns.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: "createdAt",
      header: t("columns.createdAt"),
      meta: { hideBelow: 1440 },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: "lastInterest",
      header: t("columns.lastInterest"),
      meta: { hideBelow: 1440 },
      cell: ({ row }) => lastInterest(row.original, t("pending")),
    },
    {
      id: "renewal",
      header: t("columns.renewal"),
      // The switches take 165 px: beside every other column they fit a 1280 px table (a 1680 px screen).
      meta: { hideBelow: 1280 },
      cell: ({ row }) => <RenewalCell row={row.original} />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("columns.actions")}</span>,
      cell: ({ row }) => <ActionsCell row={row.original} onStatement={onStatement} onRedeem={onRedeem} />,
    },
  ];
}
