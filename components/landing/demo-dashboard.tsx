"use client";

import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { DEMO_STEPS, delayAfter, demoStateAt } from "./demo-script";
import { DemoInvest, DemoOverview, DemoWithdraw, useDemoPremiumApy } from "./demo-panels";
import { useEngaged } from "./use-engaged";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";

const TABS = ["overview", "invest", "withdraw"] as const;
// The address bar of the pretend browser window: a URL, the same in every language.
const DEMO_URL = "app.apex.finance/dashboard";

// A short pause first, so the page settles before anything moves.
const START_DELAY_MS = 1500;

/**
 * The scripted, fake-figure dashboard on the landing page; decorative, so hidden from assistive technology.
 * WCAG 2.2.2: the loop pauses while hovered or focused within (resuming where it was) and stays still under
 * prefers-reduced-motion.
 */
export function DemoDashboard() {
  const t = useTranslations("marketing.demo");
  const premiumApy = useDemoPremiumApy();
  const reducedMotion = useReducedMotion();
  const { engaged: paused, handlers } = useEngaged();
  const [index, setIndex] = useState(-1);
  // The step to show next and the time left before showing it, kept across pauses.
  const progressRef = useRef({ next: 0, remaining: START_DELAY_MS });
  const rootRef = useRef<HTMLDivElement>(null);
  const [cursorAt, setCursorAt] = useState<{ x: number; y: number } | null>(null);
  const state = demoStateAt(index);

  useEffect(() => {
    const progress = progressRef.current;
    if (reducedMotion) {
      setIndex(-1);
      progress.next = 0;
      progress.remaining = START_DELAY_MS;
      return;
    }
    if (paused) return;
    let timer: ReturnType<typeof setTimeout>;
    let scheduledAt = Date.now();
    const schedule = () => {
      scheduledAt = Date.now();
      timer = setTimeout(() => {
        const step = progress.next;
        setIndex(step);
        progress.next = (step + 1) % DEMO_STEPS.length;
        progress.remaining = delayAfter(step);
        schedule();
      }, progress.remaining);
    };
    schedule();
    return () => {
      clearTimeout(timer);
      progress.remaining = Math.max(0, progress.remaining - (Date.now() - scheduledAt));
    };
  }, [reducedMotion, paused]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || index < 0) return;
    const place = () => {
      const box = root.getBoundingClientRect();
      const target =
        state.cursor === "rest" ? null : root.querySelector<HTMLElement>(`[data-demo="${state.cursor}"]`);
      if (!target) return setCursorAt({ x: box.width * 0.72, y: box.height * 0.78 });
      const r = target.getBoundingClientRect();
      setCursorAt({ x: r.left - box.left + r.width / 2, y: r.top - box.top + r.height / 2 });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [index, state.cursor, state.panel]);

  return (
    <figure className="relative mx-auto w-full min-w-0 max-w-xl lg:max-w-none" {...handlers}>
      <figcaption className="sr-only">{t("caption", { apy: premiumApy })}</figcaption>
      <div
        ref={rootRef}
        aria-hidden="true"
        data-testid="demo-dashboard"
        data-panel={state.panel}
        className="relative select-none overflow-hidden rounded-2xl border border-slate-800 bg-slate-950 text-slate-100 shadow-2xl shadow-indigo-900/30"
      >
        <div className="flex items-center gap-2 border-b border-slate-800 px-4 py-3">
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 min-w-0 truncate rounded bg-slate-900 px-3 py-1 text-xs text-slate-300">
            {DEMO_URL}
          </span>
          <span className="ml-auto shrink-0 rounded-full bg-indigo-500/20 px-2 py-0.5 text-[11px] font-semibold text-indigo-200">
            {t("badge")}
          </span>
        </div>
        <div className="flex flex-col sm:flex-row">
          <div className="flex gap-1 border-b border-slate-800 p-2 sm:w-36 sm:flex-col sm:border-b-0 sm:border-r sm:p-3">
            {TABS.map((tab) => (
              <div
                key={tab}
                data-demo={`nav-${tab}`}
                className={`flex-1 rounded-md px-3 py-2 text-center text-xs font-medium transition-colors sm:flex-none sm:text-left ${
                  state.panel === tab ? "bg-indigo-500 text-white" : "text-slate-300"
                }`}
              >
                {t(`tabs.${tab}`)}
              </div>
            ))}
          </div>
          {/* Fixed height, so switching screens never resizes the demo. */}
          <div className="relative h-[24rem] min-w-0 flex-1 p-4 sm:h-[22rem] sm:p-5">
            {state.panel === "overview" && <DemoOverview subscribed={state.subscribed} />}
            {state.panel === "invest" && <DemoInvest subscribed={state.subscribed} />}
            {state.panel === "withdraw" && <DemoWithdraw method={state.method} requested={state.requested} />}
          </div>
        </div>
        {state.toast && (
          <div className="absolute bottom-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-emerald-500 px-4 py-2 text-xs font-semibold text-slate-950 shadow-lg">
            {t(`toast.${state.toast}`, { apy: premiumApy })}
          </div>
        )}
        {cursorAt && (
          <svg
            viewBox="0 0 24 24"
            className="pointer-events-none absolute left-0 top-0 size-6 drop-shadow-md transition-transform duration-700 ease-in-out"
            style={{
              transform: `translate(${cursorAt.x - 4}px, ${cursorAt.y - 2}px) scale(${state.clicking ? 0.85 : 1})`,
            }}
          >
            <path
              d="M4 2l16 9.5-7 1.5-3.5 7z"
              fill="#fff"
              stroke="#0f172a"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </div>
    </figure>
  );
}
