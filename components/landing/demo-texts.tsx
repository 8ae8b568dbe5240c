// The demo's words and sample figures, written once on the server in the reader's language and handed to the
// browser as plain strings: the demo's browser code formats nothing, so it builds no Intl formatter and parses no
// message (constructing the formatters was 150 ms of the page's hydration under Lighthouse's 4x slowdown;
// bench/README.md, "`/` at 97"). Sample figures only; nothing here reads real data.
import { useFormatter, useTranslations } from "next-intl";
import type { DemoPanel, DemoTexts, WithdrawMethod } from "./demo-script";

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

const TABS: DemoPanel[] = ["overview", "invest", "withdraw"];
const METHODS: WithdrawMethod[] = ["bank", "crypto"];

/** Every text and figure the demo shows, in the reader's locale. */
export function useDemoTexts(): DemoTexts {
  const t = useTranslations("marketing.demo");
  const format = useFormatter();
  const usd = (value: number, options: { signDisplay?: "always"; maximumFractionDigits?: number } = {}) =>
    format.number(value, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", ...options });
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 1 });
  const amount = (value: number, decimals: number) =>
    format.number(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const apy = percent(PREMIUM_APY);
  return {
    caption: t("caption", { apy }),
    badge: t("badge"),
    tabs: TABS.map((key) => ({ key, label: t(`tabs.${key}`) })),
    toast: { subscribed: t("toast.subscribed", { apy }), withdrawn: t("toast.withdrawn") },
    overview: {
      total: t("overview.total"),
      totalValue: usd(48_250.32),
      change: t("overview.change", {
        amount: usd(1284.5, { signDisplay: "always" }),
        percent: percent(0.027),
      }),
      assets: ASSETS.map((a) => ({
        symbol: a.symbol,
        amount: amount(a.amount, a.decimals),
        usd: usd(a.usd),
      })),
      active: t("overview.active", { apy }),
      earning: t("overview.earning", { amount: usd(14.32, { signDisplay: "always" }) }),
    },
    invest: {
      title: t("invest.title"),
      apy: t("invest.apy"),
      subscribe: t("invest.subscribe"),
      subscribed: t("invest.subscribed"),
      example: t.rich("invest.example", {
        principal: usd(5000, { maximumFractionDigits: 0 }),
        interest: usd(640),
        b: (chunks) => <span className="font-semibold text-emerald-300">{chunks}</span>,
      }),
      plans: PLANS.map((p) => ({
        name: p.name,
        apy: percent(p.apy),
        min: t("invest.min", { amount: usd(p.min, { maximumFractionDigits: 0 }) }),
      })),
    },
    withdraw: {
      title: t("withdraw.title"),
      amount: t("withdraw.amount"),
      amountValue: `${amount(2500, 2)} USDT`,
      methods: METHODS.map((key) => ({ key, label: t(`withdraw.${key}`), eta: t(`withdraw.${key}Eta`) })),
      submit: t("withdraw.submit"),
      sent: t("withdraw.sent"),
    },
  };
}
