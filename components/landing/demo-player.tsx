"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { DEMO_STEPS, delayAfter, demoStateAt, type DemoTexts } from "./demo-script";
import { DemoView } from "./demo-view";
import { useEngaged } from "./use-engaged";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";

// A short pause first, so the page settles before anything moves.
export const START_DELAY_MS = 1500;

/**
 * The demo dashboard in motion: a fake cursor plays the script (demo-script.ts) on the markup the server drew
 * (demo-view.tsx). Loaded by demo-stage.tsx once the page is idle or first used, never with the page itself.
 * WCAG 2.2.2: the loop pauses while hovered or focused within (resuming where it was) and stays still under
 * prefers-reduced-motion.
 */
export function DemoPlayer({ texts }: { texts: DemoTexts }) {
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
    <DemoView
      texts={texts}
      state={state}
      cursorAt={index < 0 ? null : cursorAt}
      rootRef={rootRef}
      handlers={handlers}
    />
  );
}
