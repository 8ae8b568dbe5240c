"use client";
import { Briefcase, CircleDollarSign, PiggyBank, TrendingUp } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { formatUsd } from "@/lib/format";
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
function profitNote(profit: number, estimate: number): string {
  return estimate > profit
    ? `Interest credited; estimated ${formatUsd(estimate)} to date`
    : "Interest credited to your main balance";
}

type Props = { rows: SubscriptionTransaction[] | undefined; failed: boolean };

/** Skeletons while loading; a dash, not a misleading 0, when the list could not be loaded. */
export function InvestmentsSummary({ rows, failed }: Props) {
  const t = rows ? investmentTotals(rows) : undefined;
  const show = <T,>(value: T | undefined) => (failed && !rows ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title="Total Investments"
        icon={Briefcase}
        value={show(t?.count)}
        subtitle="All plans you joined"
      />
      <StatCard
        title="Total Invested"
        icon={CircleDollarSign}
        value={show(t && formatUsd(t.invested))}
        subtitle="Sum of amounts invested"
      />
      <StatCard
        title="Active Investments"
        icon={TrendingUp}
        value={show(t?.active)}
        subtitle="Earning interest daily"
      />
      <StatCard
        title="Total Profit"
        icon={PiggyBank}
        value={show(t && formatUsd(t.profit))}
        subtitle={t ? profitNote(t.profit, t.estimate) : undefined}
      />
    </StatGrid>
  );
}
