"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { useUsdText } from "@/components/investor/usd-figure";
import { dayValue, formatDay, interestUnits, periodInterest } from "./analytics-format";

type Props = { days: InvestorAnalytics["interestByDay"] };

const LONG = "long";

/** What the bars show, in words: the chart's text alternative for screen readers and anyone who prefers it. */
type AnalyticsT = ReturnType<typeof useTranslations<"investor.analytics.chart">>;

function summary(days: Props["days"], t: AnalyticsT, usdText: (usd: number) => string): string {
  const earning = days.filter((d) => dayValue(d) > 0);
  const best = earning.reduce<(typeof earning)[number] | undefined>(
    (top, d) => (!top || dayValue(d) > dayValue(top) ? d : top),
    undefined,
  );
  const total = usdText(periodInterest(days));
  const values = {
    total,
    from: formatDay(days[0]!.date),
    to: formatDay(days[days.length - 1]!.date),
    earned: earning.length,
    days: days.length,
  };
  return best
    ? t("summaryBest", { ...values, best: usdText(dayValue(best)), bestDay: formatDay(best.date, "long") })
    : t("summary", values);
}

/** A day's coin interest in its units ("0.00001234 BTC"), beside the value the bar shows; empty for dollars only. */
function coinUnits(day: Props["days"][number]): string {
  return Object.entries(day.byAsset)
    .filter(([asset]) => asset !== "USD")
    .map(([asset, amount]) => interestUnits(amount ?? 0, asset))
    .join(", ");
}

/**
 * Interest per day as bars (every asset's interest valued in USD, a coin plan's at current prices, shown in the
 * display currency), with a caption and a visually hidden table of the days that earned.
 */
export function InterestChart({ days }: Props) {
  const t = useTranslations("investor.analytics.chart");
  // Figures in the display currency; the axis without the "≈" on every tick.
  const usdText = useUsdText();
  const axisText = useUsdText({ approx: false });
  const earning = days.filter((d) => dayValue(d) > 0);
  const bars = days.map((d) => ({ date: d.date, value: dayValue(d), coins: coinUnits(d) }));
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-muted-foreground">{summary(days, t, usdText)}</figcaption>
      {/* The drawing repeats the caption and the table below for sighted users; screen readers skip it. */}
      <div aria-hidden inert className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis
              dataKey="date"
              tickFormatter={(d: string) => formatDay(d)}
              minTickGap={24}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              tickFormatter={(v: number) => axisText(v)}
              width={80}
              tick={{ fontSize: 12 }}
              allowDecimals
            />
            <Tooltip
              formatter={(v, _name, item) => {
                const coins = (item.payload as (typeof bars)[number]).coins;
                return [coins ? `${usdText(Number(v))} (${coins})` : usdText(Number(v)), t("interest")];
              }}
              labelFormatter={(d) => formatDay(String(d), "long")}
            />
            <Bar dataKey="value" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper hides the table: a <table> ignores sr-only's 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t("tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("date")}</th>
              <th scope="col">{t("interest")}</th>
            </tr>
          </thead>
          <tbody>
            {earning.map((d) => (
              <tr key={d.date}>
                <td>{formatDay(d.date, LONG)}</td>
                <td>
                  {usdText(dayValue(d))}
                  {coinUnits(d) && ` (${coinUnits(d)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
