"use client";
import { ArrowLeftRight, CircleCheck, CircleDollarSign, Zap } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useAdminTransactionSummary } from "@/lib/hooks/admin/use-admin-transactions";
import { formatNumber, formatUsd } from "@/lib/format";

/** Total Transactions, Completed, Total Volume, Active: one call (GET /api/transactions/summary). */
export function TransactionSummaryCards() {
  const t = useTranslations("admin.transactions.cards");
  const summary = useAdminTransactionSummary();
  const s = summary.data;
  // A dash, not a misleading 0, when the figures could not be loaded; a skeleton while they load.
  const show = (value: string | undefined) => (summary.isError ? "—" : value);
  const count = (n: number | undefined) => show(n === undefined ? undefined : formatNumber(n, 0));
  return (
    <StatGrid>
      <StatCard
        title={t("total.title")}
        icon={ArrowLeftRight}
        value={count(s?.transactions)}
        subtitle={t("total.subtitle")}
      />
      <StatCard
        title={t("completed.title")}
        icon={CircleCheck}
        value={count(s?.completed)}
        subtitle={t("completed.subtitle")}
      />
      <StatCard
        title={t("volume.title")}
        icon={CircleDollarSign}
        value={show(s && formatUsd(s.totalVolume))}
        subtitle={t("volume.subtitle")}
      />
      <StatCard
        title={t("active.title")}
        icon={Zap}
        value={count(s?.active)}
        subtitle={t("active.subtitle")}
      />
    </StatGrid>
  );
}
