"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";

export type OverviewBar = { name: string; count: number; known: boolean };

/** The admin overview's bars (recharts), decorative beside the caption and table that say the same in words. */
export function OverviewBars({ bars }: { bars: OverviewBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} />
        <YAxis
          domain={[0, "auto"]}
          allowDecimals={false}
          tickFormatter={(v: number) => formatNumber(v, 0)}
          width={56}
          tick={{ fontSize: 12 }}
        />
        <Tooltip formatter={(v) => [formatNumber(Number(v), 0), "Count"]} />
        <Bar
          dataKey="count"
          name="Count"
          fill="var(--primary)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
