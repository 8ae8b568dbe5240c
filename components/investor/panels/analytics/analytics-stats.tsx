import { useTranslations } from "next-intl";
import { CalendarDays, Coins, PiggyBank, Wallet } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { UsdFigure } from "@/components/investor/usd-figure";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { interestUnits } from "./analytics-format";

type Props = {
  data: InvestorAnalytics | undefined;
  days: number;
  /** The previous period's figures are on screen: the period's own total waits for the new ones. */
  updating: boolean;
};

/** The coin interest inside a total, in its units ("incl. 0.00012345 BTC"); undefined when all of it is dollars. */
function coinsIn(
  totals: InvestorAnalytics["interestTotals"],
  pick: (a: InvestorAnalytics["interestTotals"][number]) => string,
): string | undefined {
  const coins = totals
    .filter((a) => a.asset !== "USD" && Number(pick(a)) > 0)
    .map((a) => interestUnits(pick(a), a.asset));
  return coins.length > 0 ? coins.join(", ") : undefined;
}

/**
 * The four figures in the display currency. Interest counts every asset's, a coin plan's valued at current prices
 * (its units named beneath); invested counts every plan's principal the same way.
 */
export function AnalyticsStats({ data, days, updating }: Props) {
  const t = useTranslations("investor.analytics.stats");
  const coinsEver = data && coinsIn(data.interestTotals, (a) => a.amount);
  const coinsInPeriod = data && coinsIn(data.interestTotals, (a) => a.periodAmount);
  return (
    <section aria-labelledby="analytics-summary">
      <h2 id="analytics-summary" className="sr-only">
        {t("heading")}
      </h2>
      <StatGrid>
        <StatCard
          title={t("cumulative.title")}
          value={data && <UsdFigure value={data.cumulativeInterestUsdValue} />}
          subtitle={coinsEver ? t("includes", { coins: coinsEver }) : t("cumulative.subtitle")}
          icon={Coins}
        />
        <StatCard
          title={t("period.title")}
          value={data && !updating ? <UsdFigure value={data.periodInterestUsdValue} /> : undefined}
          subtitle={
            coinsInPeriod && !updating
              ? t("period.subtitleCoins", { days, coins: coinsInPeriod })
              : t("period.subtitle", { days })
          }
          icon={CalendarDays}
        />
        <StatCard
          title={t("invested.title")}
          value={data && <UsdFigure value={data.investedUsdValue} />}
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
