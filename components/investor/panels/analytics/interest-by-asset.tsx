"use client";

import { useTranslations } from "next-intl";
import { AssetInterest } from "@/components/investor/asset-interest";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { AssetRowName, AssetTable } from "./asset-table";

type Props = { totals: InvestorAnalytics["interestTotals"]; days: number };

/**
 * Interest earned per asset: a coin plan's in its coin (8 decimals) beside its value in the display currency,
 * all-time and in the period. Each asset on its own row: a coin's units are never added to dollars.
 */
export function InterestByAsset({ totals, days }: Props) {
  const t = useTranslations("investor.analytics.byAsset");
  return (
    <AssetTable
      label={t("regionLabel")}
      caption={t("caption")}
      assetHeading={t("asset")}
      headings={
        <>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t("earned")}
          </th>
          <th scope="col" className="hidden py-2 text-right font-medium @md:table-cell">
            {t("period", { days })}
          </th>
        </>
      }
    >
      {totals.map((a) => (
        <tr key={a.asset} data-testid={`interest-${a.asset}`}>
          <th scope="row" className="py-2 pr-3 text-left font-medium">
            <AssetRowName asset={a.asset} />
          </th>
          <td className="py-2 pr-3 text-right tabular-nums">
            <AssetInterest asset={a.asset} amount={a.amount} usdValue={a.usdValue} />
          </td>
          <td className="hidden py-2 text-right tabular-nums @md:table-cell">
            <AssetInterest asset={a.asset} amount={a.periodAmount} usdValue={a.periodUsdValue} />
          </td>
        </tr>
      ))}
    </AssetTable>
  );
}
