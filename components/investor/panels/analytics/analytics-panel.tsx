"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { ANALYTICS_PERIODS } from "@/lib/enums";
import { useAnalytics } from "@/lib/hooks/use-analytics";
import { useUrlChoice } from "@/lib/hooks/use-url-state";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { AllocationChart } from "./allocation-chart";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsPeriodToggle } from "./analytics-period-toggle";
import { AnalyticsSection } from "./analytics-section";
import { AnalyticsStats } from "./analytics-stats";
import { InterestByAsset } from "./interest-by-asset";
import { InterestChart } from "./interest-chart";
import { InvestedVsAvailable } from "./invested-vs-available";

const PERIODS = ANALYTICS_PERIODS.map(String) as ("30" | "90")[];

// The spec shows placeholders here ('Analytics Coming Soon'); this panel gives the investor's own figures
// from GET /api/users/analytics. The period lives in the URL (`days`), so a reload or a link keeps it.
export function AnalyticsPanel() {
  const t = useTranslations("investor.analytics");
  const { navigate } = useInvestorDashboard();
  const [period, setPeriod] = useUrlChoice("days", PERIODS, "30");
  const days = Number(period) as (typeof ANALYTICS_PERIODS)[number];
  const analytics = useAnalytics(days);
  const data = analytics.data;
  const loading = analytics.isPending;
  const updating = analytics.isPlaceholderData;

  if (analytics.isError && !data) {
    return <LoadError compact message={t("loadFailed")} onRetry={() => void analytics.refetch()} />;
  }

  const earnedInPeriod = data?.interestByDay.some((d) => Number(d.usdValue) > 0);
  // Interest in more than dollars: each asset's own total, in its units and in the display currency.
  const coinInterest = data?.interestTotals.some((a) => a.asset !== "USD");
  return (
    <div className="space-y-6">
      {analytics.isError && <Alert variant="error">{t("loadFailed")}</Alert>}
      <AnalyticsStats data={data} days={days} updating={updating} />

      <AnalyticsSection
        id="analytics-interest"
        title={t("interest.title")}
        description={t("interest.description", { days })}
        loading={loading}
        updating={updating}
        aside={<AnalyticsPeriodToggle value={days} onChange={(d) => setPeriod(String(d) as "30" | "90")} />}
      >
        {data && earnedInPeriod ? (
          <div className="space-y-6">
            <InterestChart days={data.interestByDay} />
            {coinInterest && <InterestByAsset totals={data.interestTotals} days={days} />}
          </div>
        ) : (
          <AnalyticsEmpty
            title={data?.interestTotals.length ? t("interest.emptyPeriod", { days }) : t("interest.empty")}
            hint={t("interest.emptyHint")}
            action={
              <Button variant="outline" onClick={() => navigate("invest")}>
                {t("interest.action")}
              </Button>
            }
          />
        )}
      </AnalyticsSection>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <AnalyticsSection
          id="analytics-allocation"
          title={t("allocation.title")}
          description={t("allocation.description")}
          loading={loading}
        >
          {data && data.allocation.length > 0 ? (
            <AllocationChart allocation={data.allocation} total={data.available} />
          ) : (
            <AnalyticsEmpty
              title={t("allocation.empty")}
              hint={t("allocation.emptyHint")}
              action={
                <Button variant="outline" onClick={() => navigate("deposits")}>
                  {t("allocation.action")}
                </Button>
              }
            />
          )}
        </AnalyticsSection>

        <AnalyticsSection
          id="analytics-invested"
          title={t("split.title")}
          description={t("split.description")}
          loading={loading}
        >
          {data && (Number(data.investedUsdValue) > 0 || data.available > 0) ? (
            <InvestedVsAvailable invested={Number(data.investedUsdValue)} available={data.available} />
          ) : (
            <AnalyticsEmpty title={t("split.empty")} hint={t("split.emptyHint")} />
          )}
        </AnalyticsSection>
      </div>
    </div>
  );
}
