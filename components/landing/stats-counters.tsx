"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useInViewOnce } from "./use-in-view-once";
import { numberFormat } from "@/lib/format";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";

/** `key`: the stat's texts in `marketing.numbers.stats` (its label, and its value around the number). */
export type CounterStat = { key: string; value: number };

// Counters run 2.5 s with ease-out, 300 ms after 30% of them is visible, once only.
export const COUNTER_DURATION_MS = 2500;
export const COUNTER_DELAY_MS = 300;
export const COUNTER_THRESHOLD = 0.3;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
// Formatted on every animation frame in the reader's locale: one formatter, not one per call (lib/format.ts).
const format = (n: number) => numberFormat({}).format(Math.round(n));

/** Progress 0..1 of the one-time count-up; 1 straight away for visitors who prefer reduced motion. */
function useCountUp(started: boolean, reducedMotion: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!started) return;
    if (reducedMotion) {
      setProgress(1);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const t = Math.min(1, (now - startedAt) / COUNTER_DURATION_MS);
      setProgress(easeOutCubic(t));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    const delay = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, COUNTER_DELAY_MS);
    return () => {
      clearTimeout(delay);
      cancelAnimationFrame(frame);
    };
  }, [started, reducedMotion]);
  return progress;
}

export function StatsCounters({ stats }: { stats: CounterStat[] }) {
  const t = useTranslations("marketing.numbers.stats");
  const ref = useRef<HTMLDListElement>(null);
  const reducedMotion = useReducedMotion();
  const seen = useInViewOnce(ref, COUNTER_THRESHOLD);
  const progress = useCountUp(seen, reducedMotion);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => {
        const target = t(`${stat.key}.value`, { value: format(stat.value) });
        return (
          <div key={stat.key} className="rounded-2xl border border-white/10 bg-white/5 p-6 text-center">
            <dt className="text-sm font-medium text-indigo-100">{t(`${stat.key}.label`)}</dt>
            <dd className="mt-2 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              <span className="sr-only">{target}</span>
              {/* The hidden final value sizes the box, so the count-up never moves anything around it. */}
              <span aria-hidden="true" className="inline-grid tabular-nums">
                <span className="invisible col-start-1 row-start-1">{target}</span>
                <span className="col-start-1 row-start-1" data-testid="counter">
                  {t(`${stat.key}.value`, { value: format(stat.value * progress) })}
                </span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
