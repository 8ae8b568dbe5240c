import { formatNumber } from "@/lib/format";

export type OverviewBar = { name: string; count: number; known: boolean };

/** Ticks of the y axis: 0 and four equal steps of 1, 2, 2.5 or 5 × 10ⁿ (whole numbers), the last at or above `max`. */
export function yTicks(max: number): number[] {
  let step = 1;
  for (let scale = 1; step * 4 < max; scale *= 10)
    step =
      [1, 2, 2.5, 5].map((m) => m * scale).find((s) => Number.isInteger(s) && s * 4 >= max) ?? 10 * scale;
  return [0, 1, 2, 3, 4].map((i) => i * step);
}

/**
 * The admin overview's bars: Users, Transactions and Investments, the y axis from zero, no legend and no title.
 * Decorative (the caption and the table beside it say the same in words), so drawn with plain elements rather
 * than recharts: on the admin's first screen recharts was the largest script to evaluate, about 6 points of the
 * phone Lighthouse score (bench/README.md, "The dashboards (point 3)"). The Analytics screen keeps recharts.
 */
export function OverviewBars({ bars }: { bars: OverviewBar[] }) {
  const ticks = yTicks(Math.max(0, ...bars.map((b) => b.count)));
  const top = ticks[ticks.length - 1];
  const share = (n: number) => `${(Math.max(0, n) / top) * 100}%`;
  const columns = { gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` };
  return (
    <div className="flex h-full flex-col text-xs text-muted-foreground">
      <div className="flex min-h-0 flex-1 pt-2">
        {/* The y axis: labels centred on their grid lines. */}
        <div className="relative w-12 shrink-0 sm:w-14">
          {ticks.map((t) => (
            <span
              key={t}
              data-y-tick
              className="absolute right-2 translate-y-1/2 tabular-nums"
              style={{ bottom: share(t) }}
            >
              {formatNumber(t, 0)}
            </span>
          ))}
        </div>
        <div className="relative flex-1 border-b border-l border-border">
          {ticks.slice(1).map((t) => (
            <div
              key={t}
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ bottom: share(t) }}
            />
          ))}
          <div className="absolute inset-0 grid items-end" style={columns}>
            {bars.map((b) => (
              <div
                key={b.name}
                data-bar={b.name}
                className="mx-auto w-3/5 max-w-24 rounded-t-[3px] bg-primary"
                style={{ height: share(b.count) }}
              />
            ))}
          </div>
        </div>
      </div>
      {/* The x axis: one name under each bar. */}
      <div className="ml-12 grid pt-1.5 text-center sm:ml-14" style={columns}>
        {bars.map((b) => (
          <span key={b.name}>{b.name}</span>
        ))}
      </div>
    </div>
  );
}
