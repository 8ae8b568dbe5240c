"use client";
import { useTranslations } from "next-intl";
import { Briefcase, CircleDollarSign, PiggyBank, TrendingUp } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { UsdFigure, useUsdText } from "@/components/investor/usd-figure";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { Money } from "@/lib/money/decimal";
import { estimateOf, profitOf } from "./investment-columns";

/** The four cards' figures (Investments), summed exactly. */
export function investmentTotals(rows: SubscriptionTransaction[], now = new Date()) {
  const sum = (value: (r: SubscriptionTransaction) => number) =>
    rows
      .map(value)
      .reduce((acc, n) => (Number.isFinite(n) ? acc.plus(n) : acc), new Money(0))
      .toNumber();
  return {
    count: rows.length,
    invested: sum((r) => r.amount),
    active: rows.filter((r) => r.status === "ACTIVE").length,
    profit: sum(profitOf),
    estimate: sum((r) => estimateOf(r, now)),
  };
}

/**
 * The profit is what was credited. The spec's estimate (whole days since opening) is said only where it is
 * ahead of the books, when crediting has fallen behind; a first day credited at 00:00 UTC is ahead of it.
 */
function useProfitNote() {
  const t = useTranslations("investor.investments.summary");
  const usdText = useUsdText();
  return (profit: number, estimate: number): string =>
    estimate > profit ? t("profitEstimate", { estimate: usdText(estimate) }) : t("profitCredited");
}

type Props = { rows: SubscriptionTransaction[] | undefined; failed: boolean };

/** Skeletons while loading; a dash, not a misleading 0, when the list could not be loaded. */
export function InvestmentsSummary({ rows, failed }: Props) {
  const t = useTranslations("investor.investments.summary");
  const profitNote = useProfitNote();
  const totals = rows ? investmentTotals(rows) : undefined;
  const show = <T,>(value: T | undefined) => (failed && !rows ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title={t("count.title")}
        icon={Briefcase}
        value={show(totals?.count)}
        subtitle={t("count.subtitle")}
      />
      <StatCard
        title={t("invested.title")}
        icon={CircleDollarSign}
        value={show(totals && <UsdFigure value={totals.invested} />)}
        subtitle={t("invested.subtitle")}
      />
      <StatCard
        title={t("active.title")}
        icon={TrendingUp}
        value={show(totals?.active)}
        subtitle={t("active.subtitle")}
      />
      <StatCard
        title={t("profit.title")}
        icon={PiggyBank}
        value={show(totals && <UsdFigure value={totals.profit} />)}
        subtitle={totals ? profitNote(totals.profit, totals.estimate) : undefined}
      />
    </StatGrid>
  );
}
