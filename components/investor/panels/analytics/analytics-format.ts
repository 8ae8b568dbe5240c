// Display helpers of the Analytics panel. The API's figures are display numbers computed exactly on the
// server; the one sum made here (a period's interest) goes through decimal.js on their 8-decimal strings.
import type { Asset } from "@/lib/enums";
import { dateFormat, numberFormat } from "@/lib/format";
import type { InvestorAnalytics } from "@/lib/hooks/use-analytics";
import { money } from "@/lib/money/decimal";

/** interestByDay dates are UTC days ("2026-11-20"): shown as that day wherever the browser is. */
export function formatDay(day: string, month: "short" | "long" = "short"): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat({ month, day: "numeric", timeZone: "UTC" }).format(date);
}

/** A day's interest as the chart draws it: all of it valued in USD (a coin plan's at current prices). */
export function dayValue(day: InvestorAnalytics["interestByDay"][number]): number {
  return Number(day.usdValue);
}

/** The period's interest, every asset's valued in USD, summed exactly. */
export function periodInterest(days: InvestorAnalytics["interestByDay"]): number {
  return days.reduce((sum, d) => sum.plus(d.usdValue), money(0)).toNumber();
}

export { interestUnits } from "@/components/investor/asset-interest";

/** Fixed colours per asset, so the donut and its table agree (and a colour means the same on every visit). */
export const ASSET_COLORS: Record<Asset, string> = {
  USD: "#4338ca",
  BITCOIN: "#f59e0b",
  ETHEREUM: "#64748b",
  USDT: "#10b981",
  USDC: "#2563eb",
};

/** "42.5%" of a total in the reader's locale ("42,5 %" in German); "0%" when the total is zero. */
export function share(part: number, total: number): string {
  return numberFormat({ style: "percent", maximumFractionDigits: 1 }).format(total > 0 ? part / total : 0);
}

/** The same share as a CSS length ("42.5%"), whatever the reader's locale writes for it. */
export function shareWidth(part: number, total: number): string {
  return `${total > 0 ? (part / total) * 100 : 0}%`;
}
