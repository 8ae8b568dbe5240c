import { CircleCheck, CircleX, Clock, Coins } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatAmount, formatNumber } from "@/lib/format";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import type { WithdrawalStatus } from "@/lib/enums";
import { withdrawalReturned } from "@/lib/labels";
import { Money } from "@/lib/money/decimal";

/**
 * Each asset's total, exact (a BTC amount and a USDT amount do not add up), of what left or is leaving:
 * a rejected request's amount went back to the user's balance, so it is not counted.
 */
export function totalsByAsset(rows: AdminWithdrawal[]) {
  const totals = new Map<string, InstanceType<typeof Money>>();
  for (const w of rows) {
    if (withdrawalReturned(w.status)) continue;
    totals.set(w.asset, (totals.get(w.asset) ?? new Money(0)).plus(w.amount));
  }
  return [...totals].map(([asset, total]) => ({ asset, total: total.toFixed() }));
}

type Props = {
  counts: Record<WithdrawalStatus, number> | undefined;
  /** The page on screen: the list route answers totals of rows, not sums of amounts. */
  rows: AdminWithdrawal[] | undefined;
  /** A figure that could not be loaded reads "—" instead of a skeleton that never ends. */
  failed: boolean;
};

/** Pending Requests, Approved, Rejected, Total Amount. */
export function WithdrawalStats({ counts, rows, failed }: Props) {
  const t = useTranslations("admin.withdrawals.cards");
  // Approved counts the payouts sent and completed too; rejected the failed ones (their amount came back).
  const count = (...statuses: WithdrawalStatus[]) =>
    counts
      ? formatNumber(
          statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0),
          0,
        )
      : failed
        ? "—"
        : undefined;
  const totals = rows && totalsByAsset(rows);
  return (
    <section aria-labelledby="withdrawal-summary">
      <h2 id="withdrawal-summary" className="sr-only">
        {t("summary")}
      </h2>
      <StatGrid>
        <StatCard
          title={t("pending.title")}
          value={count("PENDING")}
          subtitle={t("pending.subtitle")}
          icon={Clock}
        />
        <StatCard
          title={t("approved.title")}
          value={count("APPROVED", "BROADCAST", "COMPLETED")}
          subtitle={t("approved.subtitle")}
          icon={CircleCheck}
        />
        <StatCard
          title={t("rejected.title")}
          value={count("REJECTED", "FAILED")}
          subtitle={t("rejected.subtitle")}
          icon={CircleX}
        />
        <StatCard
          title={t("total.title")}
          icon={Coins}
          subtitle={t("total.subtitle")}
          value={
            !totals ? (
              failed ? (
                "—"
              ) : undefined
            ) : totals.length === 0 ? (
              formatNumber(0, 0)
            ) : (
              <ul className="space-y-0.5 text-base">
                {totals.map(({ asset, total }) => (
                  <li key={asset}>{formatAmount(total, asset)}</li>
                ))}
              </ul>
            )
          }
        />
      </StatGrid>
    </section>
  );
}
