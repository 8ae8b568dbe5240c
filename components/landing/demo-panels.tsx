// The three screens of the scripted demo. Sample figures only; nothing here reads real data.
import { useFormatter, useTranslations } from "next-intl";
import type { WithdrawMethod } from "./demo-script";

// Sample holdings: amount in the asset (with its decimals) and value in US dollars.
const ASSETS = [
  { symbol: "BTC", amount: 0.2145, decimals: 8, usd: 24_992.47 },
  { symbol: "ETH", amount: 3.25, decimals: 6, usd: 13_891.51 },
  { symbol: "USDT", amount: 5120, decimals: 2, usd: 5120 },
  { symbol: "USDC", amount: 4246.34, decimals: 2, usd: 4246.34 },
];

// Demo plans (illustrative): annual yield as a fraction, minimum in US dollars.
const PLANS = [
  { name: "Basic", apy: 0.085, min: 1000 },
  { name: "Premium", apy: 0.128, min: 5000 },
  { name: "Enterprise", apy: 0.152, min: 25_000 },
];
const PREMIUM_APY = 0.128;

const METHODS: WithdrawMethod[] = ["bank", "crypto"];

/** The demo's figures in the reader's locale. */
function useDemoFormat() {
  const format = useFormatter();
  return {
    usd: (value: number, options: { signDisplay?: "always"; maximumFractionDigits?: number } = {}) =>
      format.number(value, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
        ...options,
      }),
    percent: (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 1 }),
    amount: (value: number, decimals: number) =>
      format.number(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  };
}

/** The Premium plan's yield, for the toast that follows subscribing. */
export function useDemoPremiumApy() {
  return useDemoFormat().percent(PREMIUM_APY);
}

export function DemoOverview({ subscribed }: { subscribed: boolean }) {
  const t = useTranslations("marketing.demo.overview");
  const f = useDemoFormat();
  return (
    <div className="flex h-full flex-col gap-3">
      <div>
        <p className="text-xs text-slate-300">{t("total")}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight text-white">{f.usd(48_250.32)}</p>
        <p className="text-xs font-medium text-emerald-300">
          {t("change", {
            amount: f.usd(1284.5, { signDisplay: "always" }),
            percent: f.percent(0.027),
          })}
        </p>
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
            <p className="truncate text-sm font-semibold text-white">{f.amount(a.amount, a.decimals)}</p>
            <p className="text-[11px] text-slate-300">{f.usd(a.usd)}</p>
          </div>
        ))}
      </div>
      <div className="mt-auto rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-xs text-emerald-200">
        {subscribed
          ? t("active", { apy: f.percent(PREMIUM_APY) })
          : t("earning", { amount: f.usd(14.32, { signDisplay: "always" }) })}
      </div>
    </div>
  );
}

export function DemoInvest({ subscribed }: { subscribed: boolean }) {
  const t = useTranslations("marketing.demo.invest");
  const f = useDemoFormat();
  const example = t.rich("example", {
    principal: f.usd(5000, { maximumFractionDigits: 0 }),
    interest: f.usd(640),
    b: (chunks) => <span className="font-semibold text-emerald-300">{chunks}</span>,
  });
  return (
    // pb-10: room for the demo's toast.
    <div className="flex h-full flex-col gap-3 pb-10">
      <p className="text-sm font-semibold text-white">{t("title")}</p>
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
                  {f.percent(plan.apy)}{" "}
                  <span className="text-[11px] font-medium text-slate-300">{t("apy")}</span>
                </p>
                <p className="text-[11px] text-slate-300">
                  {t("min", { amount: f.usd(plan.min, { maximumFractionDigits: 0 }) })}
                </p>
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
                {done ? t("subscribed") : t("subscribe")}
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-auto hidden rounded-lg bg-slate-900 px-3 py-2 text-xs text-slate-300 sm:block">
        {example}
      </p>
    </div>
  );
}

export function DemoWithdraw({ method, requested }: { method: WithdrawMethod | null; requested: boolean }) {
  const t = useTranslations("marketing.demo.withdraw");
  const f = useDemoFormat();
  return (
    <div className="flex h-full flex-col gap-3 pb-10">
      <p className="text-sm font-semibold text-white">{t("title")}</p>
      <div className="rounded-lg bg-slate-900 px-3 py-2">
        <p className="text-[11px] text-slate-300">{t("amount")}</p>
        <p className="text-lg font-bold text-white">{f.amount(2500, 2)} USDT</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map((m) => (
          <div
            key={m}
            data-demo={`method-${m}`}
            className={`flex items-center gap-3 rounded-lg border px-3 py-2 ${
              method === m ? "border-emerald-400 bg-emerald-500/10" : "border-slate-800 bg-slate-900"
            }`}
          >
            <span
              className={`size-3.5 shrink-0 rounded-full border-2 ${method === m ? "border-emerald-400 bg-emerald-400" : "border-slate-500"}`}
            />
            <div>
              <p className="text-xs font-semibold text-white">{t(m)}</p>
              <p className="text-[11px] text-slate-300">{t(`${m}Eta`)}</p>
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
        {requested ? t("sent") : t("submit")}
      </div>
    </div>
  );
}
