"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { OverviewBars, type OverviewBar } from "./overview-bars";
import type { OverviewCounts } from "./overview-cards";

const bar = (name: string, n: number | undefined): OverviewBar => ({
  name,
  count: n ?? 0,
  known: n !== undefined,
});

/**
 * Platform Overview: bars Users, Transactions and Investments, dataset "Count", the y axis from
 * zero, no legend and no chart title. A caption and a visually hidden table say the same in words.
 */
export function OverviewChart({ counts }: { counts: OverviewCounts }) {
  const t = useTranslations("admin.dashboard.chart");
  const label = (b: OverviewBar) => (b.known ? formatNumber(b.count, 0) : t("notAvailable"));
  const bars = [
    bar(t("users"), counts.users),
    bar(t("transactions"), counts.transactions),
    bar(t("investments"), counts.investments),
  ];
  return (
    <section aria-labelledby="platform-overview" className="min-w-0 rounded-lg border bg-card p-5 shadow-sm">
      <h2 id="platform-overview" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {counts.isLoading ? (
        <Skeleton className="mt-4 h-64" />
      ) : (
        <figure className="mt-4 space-y-3">
          <figcaption className="text-sm text-muted-foreground">
            {t("caption", {
              users: label(bars[0]),
              transactions: label(bars[1]),
              investments: label(bars[2]),
            })}
          </figcaption>
          <div aria-hidden inert className="h-64 w-full">
            <OverviewBars bars={bars} />
          </div>
          {/* The wrapper hides the table: a <table> ignores sr-only's 1px width and would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>{t("tableCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("item")}</th>
                  <th scope="col">{t("count")}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((b) => (
                  <tr key={b.name}>
                    <td>{b.name}</td>
                    <td>{label(b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </section>
  );
}
