"use client";
import { ArrowLeftRight, CircleCheck, CircleDollarSign, Zap } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useAdminTransactionCounts } from "@/lib/hooks/admin/use-admin-transactions";
import { formatUsd } from "@/lib/format";

/** Total Transactions, Completed, Total Volume, Active. */
export function TransactionSummaryCards() {
  const c = useAdminTransactionCounts();
  // A dash, not a misleading 0, when a figure could not be loaded (or, for the volume, is not sent).
  const show = <T,>(value: T | undefined) => (c.isError && value === undefined ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title="Total Transactions"
        icon={ArrowLeftRight}
        value={show(c.total)}
        subtitle="All platform transactions"
      />
      <StatCard
        title="Completed"
        icon={CircleCheck}
        value={show(c.completed)}
        subtitle="Settled transactions"
      />
      <StatCard
        title="Total Volume"
        icon={CircleDollarSign}
        value={show(c.volume === null ? "—" : c.volume === undefined ? undefined : formatUsd(c.volume))}
        subtitle="USD value of all transactions"
      />
      <StatCard title="Active" icon={Zap} value={show(c.active)} subtitle="Running transactions" />
    </StatGrid>
  );
}
