"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { OverviewBars, type OverviewBar } from "./overview-bars";
import type { OverviewCounts } from "./overview-cards";

const bar = (name: string, n: number | undefined): OverviewBar => ({
  name,
  count: n ?? 0,
  known: n !== undefined,
});
const label = (b: OverviewBar) => (b.known ? formatNumber(b.count, 0) : "not available");

/**
 * Platform Overview: bars Users, Transactions and Investments, dataset "Count", the y axis from
 * zero, no legend and no chart title. A caption and a visually hidden table say the same in words.
 */
export function OverviewChart({ counts }: { counts: OverviewCounts }) {
  const bars = [
    bar("Users", counts.users),
    bar("Transactions", counts.transactions),
    bar("Investments", counts.investments),
  ];
  return (
    <section aria-labelledby="platform-overview" className="min-w-0 rounded-lg border bg-card p-5 shadow-sm">
      <h2 id="platform-overview" className="text-lg font-semibold">
        Platform Overview
      </h2>
      {counts.isLoading ? (
        <Skeleton className="mt-4 h-64" />
      ) : (
        <figure className="mt-4 space-y-3">
          <figcaption className="text-sm text-muted-foreground">
            {bars.map((b) => `${b.name}: ${label(b)}`).join(", ")}
          </figcaption>
          <div aria-hidden inert className="h-64 w-full">
            <OverviewBars bars={bars} />
          </div>
          {/* The wrapper hides the table: a <table> ignores sr-only's 1px width and would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>Platform counts</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Count</th>
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
