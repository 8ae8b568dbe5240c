// The three screens of the scripted demo. Sample figures only; nothing here reads real data.
import type { WithdrawMethod } from "./demo-script";

const ASSETS = [
  { symbol: "BTC", amount: "0.21450000", usd: "$24,992.47" },
  { symbol: "ETH", amount: "3.250000", usd: "$13,891.51" },
  { symbol: "USDT", amount: "5,120.00", usd: "$5,120.00" },
  { symbol: "USDC", amount: "4,246.34", usd: "$4,246.34" },
];

// Demo plans (illustrative).
const PLANS = [
  { name: "Basic", apy: "8.5%", min: "$1,000" },
  { name: "Premium", apy: "12.8%", min: "$5,000" },
  { name: "Enterprise", apy: "15.2%", min: "$25,000" },
];

const METHODS: { id: WithdrawMethod; label: string; eta: string }[] = [
  { id: "bank", label: "Bank Transfer", eta: "2-3 days" },
  { id: "crypto", label: "Crypto Wallet", eta: "Instant" },
];

export function DemoOverview({ subscribed }: { subscribed: boolean }) {
  return (
    <div className="flex h-full flex-col gap-3">
      <div>
        <p className="text-xs text-slate-300">Total portfolio value</p>
        <p className="mt-1 text-2xl font-bold tracking-tight text-white">$48,250.32</p>
        <p className="text-xs font-medium text-emerald-300">+$1,284.50 (2.7%) this month</p>
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
        {ASSETS.map((a) => (
          <div key={a.symbol} className="rounded-lg bg-slate-900 px-3 py-2">
            <p className="text-[11px] font-semibold text-slate-300">{a.symbol}</p>
            <p className="truncate text-sm font-semibold text-white">{a.amount}</p>
            <p className="text-[11px] text-slate-300">{a.usd}</p>
          </div>
        ))}
      </div>
      <div className="mt-auto rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-xs text-emerald-200">
        {subscribed
          ? "Premium plan active · 12.8% APY · interest credited daily"
          : "Earning interest daily · +$14.32 today"}
      </div>
    </div>
  );
}

export function DemoInvest({ subscribed }: { subscribed: boolean }) {
  return (
    // pb-10: room for the demo's toast.
    <div className="flex h-full flex-col gap-3 pb-10">
      <p className="text-sm font-semibold text-white">Choose a plan</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {PLANS.map((plan) => {
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
                  {plan.apy} <span className="text-[11px] font-medium text-slate-300">APY</span>
                </p>
                <p className="text-[11px] text-slate-300">Min {plan.min}</p>
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
                {done ? "Subscribed ✓" : "Subscribe"}
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-auto hidden rounded-lg bg-slate-900 px-3 py-2 text-xs text-slate-300 sm:block">
        Premium on $5,000: <span className="font-semibold text-emerald-300">$640.00</span> interest a year,
        paid daily.
      </p>
    </div>
  );
}

export function DemoWithdraw({ method, requested }: { method: WithdrawMethod | null; requested: boolean }) {
  return (
    <div className="flex h-full flex-col gap-3 pb-10">
      <p className="text-sm font-semibold text-white">Withdraw funds</p>
      <div className="rounded-lg bg-slate-900 px-3 py-2">
        <p className="text-[11px] text-slate-300">Amount</p>
        <p className="text-lg font-bold text-white">2,500.00 USDT</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map((m) => (
          <div
            key={m.id}
            data-demo={`method-${m.id}`}
            className={`flex items-center gap-3 rounded-lg border px-3 py-2 ${
              method === m.id ? "border-emerald-400 bg-emerald-500/10" : "border-slate-800 bg-slate-900"
            }`}
          >
            <span
              className={`size-3.5 shrink-0 rounded-full border-2 ${method === m.id ? "border-emerald-400 bg-emerald-400" : "border-slate-500"}`}
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
          requested ? "bg-emerald-500 text-slate-950" : "bg-indigo-500 text-white"
        }`}
      >
        {requested ? "Request sent ✓" : "Request withdrawal"}
      </div>
    </div>
  );
}
