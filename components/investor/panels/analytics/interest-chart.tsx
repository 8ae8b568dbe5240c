"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { useUsdText } from "@/components/investor/usd-figure";
import { formatDay, periodInterest } from "./analytics-format";

type Props = { days: InvestorAnalytics["interestByDay"] };

const LONG = "long";

/** What the bars show, in words: the chart's text alternative for screen readers and anyone who prefers it. */
type AnalyticsT = ReturnType<typeof useTranslations<"investor.analytics.chart">>;

function summary(days: Props["days"], t: AnalyticsT, usdText: (usd: number) => string): string {
  const earning = days.filter((d) => d.amount > 0);
  const best = earning.reduce<(typeof earning)[number] | undefined>(
    (top, d) => (!top || d.amount > top.amount ? d : top),
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
    ? t("summaryBest", { ...values, best: usdText(best.amount), bestDay: formatDay(best.date, "long") })
    : t("summary", values);
}

/** Interest per day as bars, with a caption and a visually hidden table of the days that earned. */
export function InterestChart({ days }: Props) {
  const t = useTranslations("investor.analytics.chart");
  // Figures in the display currency; the axis without the "≈" on every tick.
  const usdText = useUsdText();
  const axisText = useUsdText({ approx: false });
  const earning = days.filter((d) => d.amount > 0);
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-muted-foreground">{summary(days, t, usdText)}</figcaption>
      {/* The drawing repeats the caption and the table below for sighted users; screen readers skip it. */}
      <div aria-hidden inert className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
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
              formatter={(v) => [usdText(Number(v)), t("interest")]}
              labelFormatter={(d) => formatDay(String(d), "long")}
            />
            <Bar dataKey="amount" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
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
                <td>{usdText(d.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
