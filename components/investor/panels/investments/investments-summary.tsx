"use client";
import { useTranslations } from "next-intl";
import { Briefcase, CircleDollarSign, PiggyBank, TrendingUp } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { UsdFigure, useUsdText } from "@/components/investor/usd-figure";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { Money } from "@/lib/money/decimal";
import { estimateOf, profitOf } from "./investment-columns";

/** A dollar plan's row: its amount and interest are dollars (a coin plan's are its coin's units). */
const inDollars = (r: SubscriptionTransaction) => (r.principalAsset ?? "USD") === "USD";

/**
 * The four cards' figures (Investments), summed exactly. The dollar figures add the dollar plans only: a coin plan's
 * amount and interest are units of its coin (its row shows them so), never dollars to add. `coinPlans` says some
 * rows were left out of them.
 */
export function investmentTotals(rows: SubscriptionTransaction[], now = new Date()) {
  const dollarRows = rows.filter(inDollars);
  const sum = (value: (r: SubscriptionTransaction) => number) =>
    dollarRows
      .map(value)
      .reduce((acc, n) => (Number.isFinite(n) ? acc.plus(n) : acc), new Money(0))
      .toNumber();
  return {
    count: rows.length,
    invested: sum((r) => r.amount),
    active: rows.filter((r) => r.status === "ACTIVE").length,
    profit: sum(profitOf),
    estimate: sum((r) => estimateOf(r, now)),
    coinPlans: dollarRows.length < rows.length,
  };
}

/**
 * The profit is what was credited. The spec's estimate (whole days since opening) is said only where it is
 * ahead of the books, when crediting has fallen behind; a first day credited at 00:00 UTC is ahead of it.
 * Only a dollar plan's interest goes to the main balance: with coin plans the note says so.
 */
function useProfitNote() {
  const t = useTranslations("investor.investments.summary");
  const usdText = useUsdText();
  return ({ profit, estimate, coinPlans }: ReturnType<typeof investmentTotals>): string =>
    estimate > profit
      ? t("profitEstimate", { estimate: usdText(estimate) })
      : t(coinPlans ? "profitCreditedDollarPlans" : "profitCredited");
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
        subtitle={t(totals?.coinPlans ? "invested.subtitleDollarPlans" : "invested.subtitle")}
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
        subtitle={totals ? profitNote(totals) : undefined}
      />
    </StatGrid>
  );
}
