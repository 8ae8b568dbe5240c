import { useTranslations } from "next-intl";
import { CalendarDays, Coins, PiggyBank, Wallet } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { UsdFigure } from "@/components/investor/usd-figure";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { periodInterest } from "./analytics-format";

type Props = {
  data: InvestorAnalytics | undefined;
  days: number;
  /** The previous period's figures are on screen: the period's own total waits for the new ones. */
  updating: boolean;
};

export function AnalyticsStats({ data, days, updating }: Props) {
  const t = useTranslations("investor.analytics.stats");
  return (
    <section aria-labelledby="analytics-summary">
      <h2 id="analytics-summary" className="sr-only">
        {t("heading")}
      </h2>
      <StatGrid>
        <StatCard
          title={t("cumulative.title")}
          value={data && <UsdFigure value={data.cumulativeInterest} />}
          subtitle={t("cumulative.subtitle")}
          icon={Coins}
        />
        <StatCard
          title={t("period.title")}
          value={data && !updating ? <UsdFigure value={periodInterest(data.interestByDay)} /> : undefined}
          subtitle={t("period.subtitle", { days })}
          icon={CalendarDays}
        />
        <StatCard
          title={t("invested.title")}
          value={data && <UsdFigure value={data.invested} />}
          subtitle={t("invested.subtitle")}
          icon={PiggyBank}
        />
        <StatCard
          title={t("available.title")}
          value={data && <UsdFigure value={data.available} />}
          subtitle={t("available.subtitle")}
          icon={Wallet}
        />
      </StatGrid>
    </section>
  );
}
