"use client";

import { useTranslations } from "next-intl";
import { AssetInterest } from "@/components/investor/asset-interest";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { ASSET_COLORS } from "./analytics-format";

type Props = { totals: InvestorAnalytics["interestTotals"]; days: number };

/**
 * Interest earned per asset: a coin plan's in its coin (8 decimals) beside its value in the display currency,
 * all-time and in the period. Each asset on its own row: a coin's units are never added to dollars.
 */
export function InterestByAsset({ totals, days }: Props) {
  const t = useTranslations("investor.analytics.byAsset");
  const assetName = useTranslations("investor.shell.assets");
  return (
    <div
      className="@container min-w-0 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      role="region"
      aria-label={t("regionLabel")}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("asset")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t("earned")}
            </th>
            <th scope="col" className="hidden py-2 text-right font-medium @md:table-cell">
              {t("period", { days })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {totals.map((a) => (
            <tr key={a.asset} data-testid={`interest-${a.asset}`}>
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="size-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: ASSET_COLORS[a.asset] }}
                  />
                  {assetName(a.asset)}
                </span>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">
                <AssetInterest asset={a.asset} amount={a.amount} usdValue={a.usdValue} />
              </td>
              <td className="hidden py-2 text-right tabular-nums @md:table-cell">
                <AssetInterest asset={a.asset} amount={a.periodAmount} usdValue={a.periodUsdValue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
