"use client";

import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { DemoTexts } from "./demo-script";
import { useReducedMotion } from "@/lib/hooks/use-reduced-motion";

type Player = ComponentType<{ texts: DemoTexts }>;

// What counts as the visitor's first use of the page: the demo starts then if the browser was never idle first.
const FIRST_INPUT = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;
// Browsers without requestIdleCallback (Safari) wait this long after hydration instead.
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/** Calls `run` once: when the browser is first idle after hydration, or at the first input, whichever is first. */
function whenIdleOrFirstInput(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
  };
  const fire = () => {
    if (done) return;
    once();
    run();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, fire, { passive: true, once: true });
  const idle =
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(fire, { timeout: 4000 })
      : window.setTimeout(fire, NO_IDLE_CALLBACK_DELAY_MS);
  function cancel() {
    for (const type of FIRST_INPUT) window.removeEventListener(type, fire);
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  }
  return once;
}

/**
 * The demo dashboard's place on the page. It shows the still frame the server drew (`children`) and, once the
 * page is idle or first used, loads the player (demo-player.tsx, its own chunk) and hands it the same texts: the
 * animation costs the page's first load neither its code nor its rendering. Under prefers-reduced-motion the demo
 * stays still, so the player is not loaded at all.
 */
export function DemoStage({ texts, children }: { texts: DemoTexts; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const [player, setPlayer] = useState<{ Player: Player } | null>(null);

  useEffect(() => {
    if (reducedMotion || player) return;
    let live = true;
    const cancel = whenIdleOrFirstInput(() => {
      void import("./demo-player").then(({ DemoPlayer }) => {
        if (live) setPlayer({ Player: DemoPlayer });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [reducedMotion, player]);

  if (!player) return children;
  return <player.Player texts={texts} />;
}
