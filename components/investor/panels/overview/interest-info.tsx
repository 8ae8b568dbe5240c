"use client";

import { CalendarClock } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { UsdFigure } from "@/components/investor/usd-figure";
import { useAnalytics } from "@/lib/hooks/use-analytics";
import { AssetInterest } from "@/components/investor/asset-interest";

/**
 * 'Earning Interest Daily'; interest is credited every day at 12:00 AM UTC. Once some has been credited, what was
 * earned in each asset: dollars in the display currency, a coin plan's interest in its coin with its value beneath,
 * and all of it valued together (only values are added, never a coin's units to dollars). The figures are the
 * Analytics panel's (the same query), and stay away quietly if they cannot be read: the box still informs.
 * Interest is credited in the plan's own asset, so the spec's "credited to your Main Balance" holds for dollar
 * plans only: once the same answer shows principal in a coin plan, the box says where each kind's interest goes
 * and names those coins; otherwise (or before it is read) the spec's sentence.
 */
export function InterestInfo({ onViewInvestments }: { onViewInvestments: () => void }) {
  const t = useTranslations("investor.overview.interest");
  const assetName = useTranslations("investor.shell.assets");
  const totals = useAnalytics(30).data;
  const earned = totals?.interestTotals ?? [];
  const format = useFormatter();
  const coins = (totals?.investedByAsset ?? [])
    .filter((a) => a.asset !== "USD")
    .map((a) => assetName(a.asset));
  return (
    <section
      aria-labelledby="interest-title"
      className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-5 text-indigo-950"
    >
      <h2 id="interest-title" className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock className="size-4" aria-hidden />
        {t("title")}
      </h2>
      <p className="text-sm">
        {coins.length > 0
          ? t("bodyCoins", { assets: format.list(coins, { type: "conjunction" }) })
          : t("body")}
      </p>
      {totals && earned.length > 0 && (
        <dl className="space-y-1 text-sm">
          {earned.map((a) => (
            <div
              key={a.asset}
              className="flex items-start justify-between gap-3"
              data-testid={`earned-${a.asset}`}
            >
              <dt>{t("earnedIn", { asset: assetName(a.asset) })}</dt>
              <dd className="text-right font-medium tabular-nums">
                <AssetInterest asset={a.asset} amount={a.amount} usdValue={a.usdValue} />
              </dd>
            </div>
          ))}
          {earned.length > 1 && (
            <div
              className="flex justify-between gap-3 border-t border-indigo-200 pt-1"
              data-testid="earned-total"
            >
              <dt>{t("earnedTotal")}</dt>
              <dd className="text-right font-semibold tabular-nums">
                <UsdFigure value={totals.cumulativeInterestUsdValue} />
              </dd>
            </div>
          )}
        </dl>
      )}
      <Button variant="link" className="h-auto p-0 text-indigo-800" onClick={onViewInvestments}>
        {t("viewInvestments")}
      </Button>
    </section>
  );
}
