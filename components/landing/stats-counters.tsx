"use client";

import { useEffect, useRef, useState } from "react";
import { useInViewOnce } from "./use-in-view-once";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";

/**
 * One counter, its words written on the server in the reader's language (numbers.tsx): the label, the figure at
 * rest and at the end, and the text around the number while it counts. The browser formats only the numbers of
 * the count-up, with a formatter it builds when the count-up starts: hydrating the counters builds none.
 */
export type CounterStat = {
  key: string;
  value: number;
  label: string;
  /** The figure at 0, before the count-up ("0%"). */
  zero: string;
  /** The final figure ("5,000+"). */
  final: string;
  /** The text before and after the number ("", "+"). */
  before: string;
  after: string;
};

// Counters run 2.5 s with ease-out, 300 ms after 30% of them is visible, once only.
export const COUNTER_DURATION_MS = 2500;
export const COUNTER_DELAY_MS = 300;
export const COUNTER_THRESHOLD = 0.3;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

// Formatted on every animation frame: one formatter per language, built on first use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string) {
  let f = formatters.get(locale);
  if (!f) formatters.set(locale, (f = new Intl.NumberFormat(locale)));
  return f;
}

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

/** `locale`: the BCP 47 tag the count-up's numbers are formatted in (the page's language). */
export function StatsCounters({ stats, locale }: { stats: CounterStat[]; locale: string }) {
  const ref = useRef<HTMLDListElement>(null);
  const reducedMotion = useReducedMotion();
  const seen = useInViewOnce(ref, COUNTER_THRESHOLD);
  const progress = useCountUp(seen, reducedMotion);
  const shown = (stat: CounterStat) => {
    if (progress <= 0) return stat.zero;
    if (progress >= 1) return stat.final;
    return `${stat.before}${formatterFor(locale).format(Math.round(stat.value * progress))}${stat.after}`;
  };

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.key} className="rounded-2xl border border-white/10 bg-white/5 p-6 text-center">
          <dt className="text-sm font-medium text-indigo-100">{stat.label}</dt>
          <dd className="mt-2 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            <span className="sr-only">{stat.final}</span>
            {/* The hidden final value sizes the box, so the count-up never moves anything around it. */}
            <span aria-hidden="true" className="inline-grid tabular-nums">
              <span className="invisible col-start-1 row-start-1">{stat.final}</span>
              <span className="col-start-1 row-start-1" data-testid="counter">
                {shown(stat)}
              </span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
