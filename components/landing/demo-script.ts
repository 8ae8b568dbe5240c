// The landing page's scripted demo: a fake cursor walks through the dashboard every 30 s.
// Pure data and a reducer, so the timeline can be tested without a browser.
import type { ReactNode } from "react";

export type DemoPanel = "overview" | "invest" | "withdraw";
export type WithdrawMethod = "bank" | "crypto";
/** The toast's text: `marketing.demo.toast.<key>`. */
export type DemoToast = "subscribed" | "withdrawn";

export type DemoState = {
  panel: DemoPanel;
  subscribed: boolean;
  method: WithdrawMethod | null;
  requested: boolean;
  toast: DemoToast | null;
  /** The element the cursor rests on (a `data-demo` value), or "rest". */
  cursor: string;
  clicking: boolean;
};

type DemoStep = { at: number } & ({ move: string } | { click: Partial<DemoState> });

export const DEMO_LOOP_MS = 30_000;

export const INITIAL_DEMO_STATE: DemoState = {
  panel: "overview",
  subscribed: false,
  method: null,
  requested: false,
  toast: null,
  cursor: "rest",
  clicking: false,
};

export const DEMO_STEPS: DemoStep[] = [
  { at: 0, move: "rest" },
  { at: 2000, move: "nav-invest" },
  { at: 3000, click: { panel: "invest" } },
  { at: 5000, move: "plan-premium" },
  { at: 6000, click: { subscribed: true, toast: "subscribed" } },
  { at: 9000, move: "nav-withdraw" },
  { at: 10000, click: { panel: "withdraw", toast: null } },
  { at: 12000, move: "method-crypto" },
  { at: 13000, click: { method: "crypto" } },
  { at: 15000, move: "withdraw-submit" },
  { at: 16000, click: { requested: true, toast: "withdrawn" } },
  { at: 19500, move: "nav-overview" },
  { at: 20500, click: { panel: "overview", toast: null } },
  { at: 22500, move: "rest" },
];

/** The demo as it looks once steps 0..index have played (index -1: before the loop starts). */
export function demoStateAt(index: number): DemoState {
  let state = INITIAL_DEMO_STATE;
  for (const step of DEMO_STEPS.slice(0, index + 1)) {
    state =
      "move" in step
        ? { ...state, cursor: step.move, clicking: false }
        : { ...state, ...step.click, clicking: true };
  }
  return state;
}

/** Milliseconds from step `index` to the next one; the last step waits out the rest of the 30 s loop. */
export function delayAfter(index: number): number {
  const next = DEMO_STEPS[index + 1];
  return (next ? next.at : DEMO_LOOP_MS) - DEMO_STEPS[index].at;
}

/**
 * Every word and figure the demo shows, written on the server in the reader's language (demo-texts.tsx) and
 * handed to the browser as they are: the demo's browser code formats nothing.
 */
export type DemoTexts = {
  caption: string;
  badge: string;
  tabs: { key: DemoPanel; label: string }[];
  toast: Record<DemoToast, string>;
  overview: {
    total: string;
    totalValue: string;
    change: string;
    assets: { symbol: string; amount: string; usd: string }[];
    active: string;
    earning: string;
  };
  invest: {
    title: string;
    apy: string;
    subscribe: string;
    subscribed: string;
    /** Rich text (a bold interest figure), rendered on the server. */
    example: ReactNode;
    plans: { name: string; apy: string; min: string }[];
  };
  withdraw: {
    title: string;
    amount: string;
    amountValue: string;
    methods: { key: WithdrawMethod; label: string; eta: string }[];
    submit: string;
    sent: string;
  };
};
