import { CalendarDays, Coins, PiggyBank, Wallet } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatUsd } from "@/lib/format";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { periodInterest } from "./analytics-format";

type Props = {
  data: InvestorAnalytics | undefined;
  days: number;
  /** The previous period's figures are on screen: the period's own total waits for the new ones. */
  updating: boolean;
};

export function AnalyticsStats({ data, days, updating }: Props) {
  return (
    <section aria-labelledby="analytics-summary">
      <h2 id="analytics-summary" className="sr-only">
        Summary
      </h2>
      <StatGrid>
        <StatCard
          title="Cumulative Interest"
          value={data && formatUsd(data.cumulativeInterest)}
          subtitle="All interest credited to you"
          icon={Coins}
        />
        <StatCard
          title="Interest This Period"
          value={data && !updating ? formatUsd(periodInterest(data.interestByDay)) : undefined}
          subtitle={`Last ${days} days`}
          icon={CalendarDays}
        />
        <StatCard
          title="Invested"
          value={data && formatUsd(data.invested)}
          subtitle="Principal in active plans"
          icon={PiggyBank}
        />
        <StatCard
          title="Available"
          value={data && formatUsd(data.available)}
          subtitle="Your balances at current prices"
          icon={Wallet}
        />
      </StatGrid>
    </section>
  );
}
