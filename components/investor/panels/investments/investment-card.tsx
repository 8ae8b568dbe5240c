"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Position } from "@/lib/hooks/use-earn";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { formatDate, formatPercent } from "@/lib/format";
import { ASSET_SYMBOLS } from "@/lib/labels";
import {
  ProfitFigure,
  RedeemButton,
  StatementButton,
  StatusBadge,
  amountOf,
  lastInterest,
  planName,
  type OpenRedeem,
  type OpenStatement,
} from "./investment-columns";
import { RenewalSwitch } from "./renewal-switch";

/** A row of the Investments table as a card on phones (no sideways scrolling at 360 px). */
export function InvestmentCard({
  row,
  position,
  onStatement,
  onRedeem,
}: {
  row: SubscriptionTransaction;
  position?: Position;
  onStatement: OpenStatement;
  onRedeem: OpenRedeem;
}) {
  const t = useTranslations("investor.investments");
  const facts: [string, ReactNode][] = [
    [t("columns.amount"), amountOf(row, position)],
    [t("columns.asset"), ASSET_SYMBOLS[row.asset as keyof typeof ASSET_SYMBOLS] ?? row.asset],
    [t("columns.rate"), t("apy", { rate: formatPercent(row.plan?.interestRate) })],
    [t("columns.profit"), <ProfitFigure key="profit" row={row} position={position} />],
    [t("columns.createdAt"), formatDate(row.createdAt)],
    [t("columns.lastInterest"), lastInterest(row, t("pending"))],
  ];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">{planName(row, t("unknownPlan"))}</p>
        <StatusBadge status={row.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {position?.kind === "FIXED" && position.status === "ACTIVE" && <RenewalSwitch position={position} />}
      <div className="flex flex-wrap gap-2">
        <RedeemButton position={position} onOpen={onRedeem} />
        <StatementButton row={row} onOpen={onStatement} />
      </div>
    </div>
  );
}
