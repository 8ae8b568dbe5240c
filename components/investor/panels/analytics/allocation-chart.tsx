"use client";

import { useTranslations } from "next-intl";
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { UsdFigure, useUsdText } from "@/components/investor/usd-figure";
import { formatAmount } from "@/lib/format";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { ASSET_COLORS, share } from "./analytics-format";
import { AssetRowName, AssetTable } from "./asset-table";

type Props = { allocation: InvestorAnalytics["allocation"]; total: number };

/** Holdings by asset in USD as a donut; the table beside it carries the same figures as text. */
export function AllocationChart({ allocation, total }: Props) {
  const t = useTranslations("investor.analytics.allocation");
  const assetName = useTranslations("investor.shell.assets");
  const usdText = useUsdText();
  // Laid out by the card's own width, not the window's: beside Invested vs Available on a wide screen the
  // card is narrow, and a donut beside the table left the Value column cut off ("$6,6").
  return (
    <div className="@container min-w-0">
      <div className="grid min-w-0 grid-cols-1 items-center gap-6 @2xl:grid-cols-[14rem_minmax(0,1fr)]">
        <div aria-hidden inert className="mx-auto h-56 w-56">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={allocation}
                dataKey="usdValue"
                nameKey="asset"
                innerRadius="58%"
                outerRadius="95%"
                paddingAngle={allocation.length > 1 ? 2 : 0}
                isAnimationActive={false}
              >
                {allocation.map((a) => (
                  <Cell key={a.asset} fill={ASSET_COLORS[a.asset]} />
                ))}
              </Pie>
              <Tooltip formatter={(v, name) => [usdText(Number(v)), assetName(String(name))]} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <AssetTable
          label={t("regionLabel")}
          caption={t("caption")}
          assetHeading={t("asset")}
          headings={
            <>
              <th scope="col" className="hidden py-2 pr-3 text-right font-medium @md:table-cell">
                {t("amount")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t("value")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("share")}
              </th>
            </>
          }
        >
          {allocation.map((a) => (
            <tr key={a.asset}>
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                <AssetRowName asset={a.asset} />
                {/* Too narrow for an Amount column (a phone): the amount goes under the name. */}
                <span className="block whitespace-nowrap pl-5 text-xs font-normal text-muted-foreground tabular-nums @md:hidden">
                  {formatAmount(a.amount, a.asset)}
                </span>
              </th>
              <td className="hidden whitespace-nowrap py-2 pr-3 text-right tabular-nums @md:table-cell">
                {formatAmount(a.amount, a.asset)}
              </td>
              <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                <UsdFigure value={a.usdValue} />
              </td>
              <td className="py-2 text-right tabular-nums">{share(a.usdValue, total)}</td>
            </tr>
          ))}
        </AssetTable>
      </div>
    </div>
  );
}
