"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Check, PartyPopper } from "lucide-react";
import { useEngaged } from "./use-engaged";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";

/**
 * The cycle's words, written on the server in the reader's language (how-it-works.tsx): the browser formats no
 * message, so hydrating the cycle builds no Intl formatter.
 */
export type StepCycleTexts = {
  /** Each step's title, description and "Step n" label, in order. */
  steps: { key: string; title: string; description: string; label: string }[];
  /** "Step n of 4: <title>", one per step. */
  current: string[];
  completed: string;
  inProgress: string;
  summary: string;
  start: string;
  complete: string;
  replay: string;
};

// The active step advances every 15 s until all four are complete.
export const STEP_INTERVAL_MS = 15_000;

/**
 * WCAG 2.2.2: the cycle pauses while hovered or focused within (resuming with the time the step had left),
 * and under prefers-reduced-motion it does not run at all: the four steps are shown side by side, still.
 */
export function StepCycle({ texts }: { texts: StepCycleTexts }) {
  const { steps } = texts;
  // active === steps.length means every step is complete.
  const [active, setActive] = useState(0);
  const complete = active >= steps.length;
  const reducedMotion = useReducedMotion();
  const { engaged: paused, clearFocus, handlers } = useEngaged();
  // Time left on the current step, kept across pauses.
  const remainingRef = useRef(STEP_INTERVAL_MS);

  useEffect(() => {
    if (complete || paused || reducedMotion) return;
    let stepStart = Date.now() - (STEP_INTERVAL_MS - remainingRef.current);
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      stepStart = Date.now();
      setActive((a) => Math.min(a + 1, steps.length));
    };
    const first = setTimeout(() => {
      tick();
      interval = setInterval(tick, STEP_INTERVAL_MS);
    }, remainingRef.current);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      remainingRef.current = Math.max(0, STEP_INTERVAL_MS - (Date.now() - stepStart));
    };
  }, [complete, paused, reducedMotion, steps.length]);

  const replay = () => {
    remainingRef.current = STEP_INTERVAL_MS;
    setActive(0);
    // The button goes away with the completion panel, and its blur is not guaranteed.
    clearFocus();
  };

  return (
    <div {...handlers}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => {
          const done = !reducedMotion && i < active;
          const current = !reducedMotion && i === active;
          return (
            <li
              key={step.key}
              aria-current={current ? "step" : undefined}
              data-state={done ? "complete" : current ? "active" : "upcoming"}
              className={`relative overflow-hidden rounded-2xl border p-6 transition-colors ${
                current
                  ? "border-indigo-500 bg-white shadow-lg shadow-indigo-100"
                  : "border-slate-200 bg-white"
              }`}
            >
              <div className="flex items-center justify-between">
                <span
                  className={`flex size-10 items-center justify-center rounded-full text-sm font-bold ${
                    done
                      ? "bg-emerald-600 text-white"
                      : current
                        ? "bg-indigo-700 text-white"
                        : "bg-slate-100 text-slate-700"
                  }`}
                >
                  {done ? <Check aria-hidden className="size-5" /> : i + 1}
                </span>
                <span className="text-xs font-semibold uppercase tracking-wider text-slate-600">
                  {done ? texts.completed : current ? texts.inProgress : step.label}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-950">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
              {current && <StepProgress key={active} paused={paused} />}
            </li>
          );
        })}
      </ol>
      {/* Same box before and after completion, so the panel appearing shifts nothing below it. */}
      <div className="mt-8 flex min-h-40 items-center justify-center rounded-2xl border border-slate-200 bg-gradient-to-r from-indigo-50 to-emerald-50 p-6 text-center">
        {reducedMotion ? (
          <div>
            <p className="text-sm text-slate-700">{texts.summary}</p>
            <Link
              href="/signup"
              prefetch={false}
              className="mt-4 inline-flex h-11 items-center rounded-md bg-primary px-6 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              {texts.start}
            </Link>
          </div>
        ) : complete ? (
          <div role="status">
            <PartyPopper aria-hidden className="mx-auto size-8 text-emerald-600" />
            <p className="mt-2 text-xl font-bold text-slate-950">{texts.complete}</p>
            <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
              <Link
                href="/signup"
                prefetch={false}
                className="inline-flex h-11 items-center rounded-md bg-primary px-6 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {texts.start}
              </Link>
              <button
                type="button"
                onClick={replay}
                className="h-11 rounded-md px-4 text-sm font-semibold text-slate-700 hover:bg-white/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {texts.replay}
              </button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-950">{texts.current[active]}</span> {texts.summary}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A bar filling over the step's 15 s (restarted per step by its key), held still while the cycle is paused;
 * static under reduced motion.
 */
function StepProgress({ paused }: { paused: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion || typeof el.animate !== "function") return;
    const animation = el.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
      duration: STEP_INTERVAL_MS,
      easing: "linear",
      fill: "forwards",
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [reducedMotion]);
  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused) animation.pause();
    else animation.play();
  }, [paused]);
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className="absolute inset-x-0 bottom-0 h-1 origin-left bg-indigo-600"
      style={{ transform: reducedMotion ? "none" : "scaleX(0)" }}
    />
  );
}
