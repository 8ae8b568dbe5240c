"use client";
import { ArrowLeftRight, CircleCheck, CircleDollarSign, Zap } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useAdminTransactionSummary } from "@/lib/hooks/admin/use-admin-transactions";
import { formatNumber, formatUsd } from "@/lib/format";

/** Total Transactions, Completed, Total Volume, Active: one call (GET /api/transactions/summary). */
export function TransactionSummaryCards() {
  const summary = useAdminTransactionSummary();
  const s = summary.data;
  // A dash, not a misleading 0, when the figures could not be loaded; a skeleton while they load.
  const show = (value: string | undefined) => (summary.isError ? "—" : value);
  const count = (n: number | undefined) => show(n === undefined ? undefined : formatNumber(n, 0));
  return (
    <StatGrid>
      <StatCard
        title="Total Transactions"
        icon={ArrowLeftRight}
        value={count(s?.transactions)}
        subtitle="All platform transactions"
      />
      <StatCard
        title="Completed"
        icon={CircleCheck}
        value={count(s?.completed)}
        subtitle="Settled transactions"
      />
      <StatCard
        title="Total Volume"
        icon={CircleDollarSign}
        value={show(s && formatUsd(s.totalVolume))}
        subtitle="USD value of completed and active transactions, at the time"
      />
      <StatCard title="Active" icon={Zap} value={count(s?.active)} subtitle="Running transactions" />
    </StatGrid>
  );
}
