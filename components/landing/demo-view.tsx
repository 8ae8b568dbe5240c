// The demo dashboard's markup for one moment of its script: no hooks and no browser code, so the server renders
// the still first frame with it (in the page's HTML, hydrated as plain markup) and the player, loaded later,
// renders every frame after it with the same elements: swapping one for the other moves nothing.
import type { FocusEventHandler, MouseEventHandler, Ref } from "react";
import type { DemoState, DemoTexts } from "./demo-script";

type FigureHandlers = {
  onMouseEnter: MouseEventHandler<HTMLElement>;
  onMouseLeave: MouseEventHandler<HTMLElement>;
  onFocus: FocusEventHandler<HTMLElement>;
  onBlur: FocusEventHandler<HTMLElement>;
};

// The address bar of the pretend browser window: a URL, the same in every language.
const DEMO_URL = "app.apex.finance/dashboard";

/**
 * The scripted, fake-figure dashboard on the landing page; decorative, so hidden from assistive technology and
 * described by its caption.
 */
export function DemoView({
  texts,
  state,
  cursorAt = null,
  rootRef,
  handlers,
}: {
  texts: DemoTexts;
  state: DemoState;
  cursorAt?: { x: number; y: number } | null;
  rootRef?: Ref<HTMLDivElement>;
  handlers?: FigureHandlers;
}) {
  return (
    <figure className="relative mx-auto w-full min-w-0 max-w-xl lg:max-w-none" {...handlers}>
      <figcaption className="sr-only">{texts.caption}</figcaption>
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
            {texts.badge}
          </span>
        </div>
        <div className="flex flex-col sm:flex-row">
          <div className="flex gap-1 border-b border-slate-800 p-2 sm:w-36 sm:flex-col sm:border-b-0 sm:border-r sm:p-3">
            {texts.tabs.map((tab) => (
              <div
                key={tab.key}
                data-demo={`nav-${tab.key}`}
                className={`flex-1 rounded-md px-3 py-2 text-center text-xs font-medium transition-colors sm:flex-none sm:text-left ${
                  state.panel === tab.key ? "bg-indigo-500 text-white" : "text-slate-300"
                }`}
              >
                {tab.label}
              </div>
            ))}
          </div>
          {/* Fixed height, so switching screens never resizes the demo. */}
          <div className="relative h-[24rem] min-w-0 flex-1 p-4 sm:h-[22rem] sm:p-5">
            {state.panel === "overview" && (
              <DemoOverview texts={texts.overview} subscribed={state.subscribed} />
            )}
            {state.panel === "invest" && <DemoInvest texts={texts.invest} subscribed={state.subscribed} />}
            {state.panel === "withdraw" && <DemoWithdraw texts={texts.withdraw} state={state} />}
          </div>
        </div>
        {state.toast && (
          <div className="absolute bottom-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-emerald-500 px-4 py-2 text-xs font-semibold text-slate-950 shadow-lg">
            {texts.toast[state.toast]}
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

function DemoOverview({ texts, subscribed }: { texts: DemoTexts["overview"]; subscribed: boolean }) {
  return (
    <div className="flex h-full flex-col gap-3">
      <div>
        <p className="text-xs text-slate-300">{texts.total}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight text-white">{texts.totalValue}</p>
        <p className="text-xs font-medium text-emerald-300">{texts.change}</p>
      </div>
      <svg viewBox="0 0 300 60" className="h-14 w-full" preserveAspectRatio="none">
        <defs>
          <linearGradient id="demo-spark" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#818cf8" stopOpacity="0.45" />
            <stop offset="1" stopColor="#818cf8" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path
          d="M0 48 L25 44 L50 46 L75 38 L100 40 L125 30 L150 33 L175 24 L200 27 L225 18 L250 20 L275 10 L300 8 V60 H0 Z"
          fill="url(#demo-spark)"
        />
        <path
          d="M0 48 L25 44 L50 46 L75 38 L100 40 L125 30 L150 33 L175 24 L200 27 L225 18 L250 20 L275 10 L300 8"
          fill="none"
          stroke="#a5b4fc"
          strokeWidth="2"
        />
      </svg>
      <div className="grid grid-cols-2 gap-2">
        {texts.assets.map((a) => (
          <div key={a.symbol} className="rounded-lg bg-slate-900 px-3 py-2">
            <p className="text-[11px] font-semibold text-slate-300">{a.symbol}</p>
            <p className="truncate text-sm font-semibold text-white">{a.amount}</p>
            <p className="text-[11px] text-slate-300">{a.usd}</p>
          </div>
        ))}
      </div>
      <div className="mt-auto rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-xs text-emerald-200">
        {subscribed ? texts.active : texts.earning}
      </div>
    </div>
  );
}

function DemoInvest({ texts, subscribed }: { texts: DemoTexts["invest"]; subscribed: boolean }) {
  return (
    // pb-10: room for the demo's toast.
    <div className="flex h-full flex-col gap-3 pb-10">
      <p className="text-sm font-semibold text-white">{texts.title}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {texts.plans.map((plan) => {
          const premium = plan.name === "Premium";
          const done = premium && subscribed;
          return (
            <div
              key={plan.name}
              className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 sm:flex-col sm:items-stretch sm:py-3 ${
                premium ? "border-indigo-400 bg-indigo-500/10" : "border-slate-800 bg-slate-900"
              }`}
            >
              <div>
                <p className="text-xs font-semibold text-slate-200">{plan.name}</p>
                <p className="text-lg font-bold text-white">
                  {plan.apy} <span className="text-[11px] font-medium text-slate-300">{texts.apy}</span>
                </p>
                <p className="text-[11px] text-slate-300">{plan.min}</p>
              </div>
              <div
                data-demo={premium ? "plan-premium" : undefined}
                className={`rounded-md px-2 py-1.5 text-center text-[11px] font-semibold ${
                  done
                    ? "bg-emerald-500 text-slate-950"
                    : premium
                      ? "bg-indigo-500 text-white"
                      : "bg-slate-800 text-slate-200"
                }`}
              >
                {done ? texts.subscribed : texts.subscribe}
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-auto hidden rounded-lg bg-slate-900 px-3 py-2 text-xs text-slate-300 sm:block">
        {texts.example}
      </p>
    </div>
  );
}

function DemoWithdraw({ texts, state }: { texts: DemoTexts["withdraw"]; state: DemoState }) {
  return (
    <div className="flex h-full flex-col gap-3 pb-10">
      <p className="text-sm font-semibold text-white">{texts.title}</p>
      <div className="rounded-lg bg-slate-900 px-3 py-2">
        <p className="text-[11px] text-slate-300">{texts.amount}</p>
        <p className="text-lg font-bold text-white">{texts.amountValue}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {texts.methods.map((m) => (
          <div
            key={m.key}
            data-demo={`method-${m.key}`}
            className={`flex items-center gap-3 rounded-lg border px-3 py-2 ${
              state.method === m.key
                ? "border-emerald-400 bg-emerald-500/10"
                : "border-slate-800 bg-slate-900"
            }`}
          >
            <span
              className={`size-3.5 shrink-0 rounded-full border-2 ${state.method === m.key ? "border-emerald-400 bg-emerald-400" : "border-slate-500"}`}
            />
            <div>
              <p className="text-xs font-semibold text-white">{m.label}</p>
              <p className="text-[11px] text-slate-300">{m.eta}</p>
            </div>
          </div>
        ))}
      </div>
      <div
        data-demo="withdraw-submit"
        className={`rounded-md px-3 py-2 text-center text-xs font-semibold ${
          state.requested ? "bg-emerald-500 text-slate-950" : "bg-indigo-500 text-white"
        }`}
      >
        {state.requested ? texts.sent : texts.submit}
      </div>
    </div>
  );
}
