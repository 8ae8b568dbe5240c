import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import type { WithdrawalRequest } from "@/lib/hooks/use-withdrawals";
import { formatAmount, formatNumber } from "@/lib/format";
import { withdrawalApproved, withdrawalReturned, withdrawalStatus } from "@/lib/labels";
import { Money } from "@/lib/money/decimal";

/** Totals per asset (a BTC amount and a USDT amount do not add up), of what left or is leaving the balance. */
export function totalsByAsset(rows: WithdrawalRequest[]) {
  const totals = new Map<string, InstanceType<typeof Money>>();
  for (const w of rows) {
    if (withdrawalReturned(w.status)) continue;
    totals.set(w.asset, (totals.get(w.asset) ?? new Money(0)).plus(w.amount));
  }
  return [...totals].map(([asset, total]) => ({ asset, total: total.toFixed() }));
}

/** WithdrawalHistory: Total Withdrawals, Total Amount, Approved, Pending. */
export function WithdrawalStats({
  rows,
  failed,
}: {
  rows: WithdrawalRequest[] | undefined;
  failed: boolean;
}) {
  const t = useTranslations("investor.withdrawalHistory.stats");
  const count = (approved: boolean) =>
    rows
      ? formatNumber(
          rows.filter((w) =>
            approved ? withdrawalApproved(w.status) : withdrawalStatus(w.status) === "PENDING",
          ).length,
          0,
        )
      : undefined;
  const value = <T,>(v: T | undefined) => (failed && v === undefined ? "—" : v);
  const totals = rows && totalsByAsset(rows);
  return (
    <StatGrid>
      <StatCard title={t("total")} value={value(rows && formatNumber(rows.length, 0))} />
      <StatCard
        title={t("amount.title")}
        subtitle={t("amount.subtitle")}
        value={value(
          totals &&
            (totals.length === 0 ? (
              "0"
            ) : (
              <ul className="space-y-0.5 text-base">
                {totals.map(({ asset, total }) => (
                  <li key={asset}>{formatAmount(total, asset)}</li>
                ))}
              </ul>
            )),
        )}
      />
      <StatCard title={t("approved")} value={value(count(true))} />
      <StatCard title={t("pending")} value={value(count(false))} />
    </StatGrid>
  );
}
