"use client";
import { Activity, CircleDollarSign, HandCoins, RotateCcw } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import type { AuditSummary } from "@/lib/hooks/admin/use-admin-audit";
import { formatUsd } from "@/lib/format";

type Props = { summary: AuditSummary | undefined; failed: boolean };

/** Total Credits, Balance Resets, Recent Actions (24 hours), Total USD Value. */
export function AuditSummaryCards({ summary, failed }: Props) {
  // A dash, not a misleading 0, when the summary could not be loaded.
  const show = <T,>(value: T | undefined) => (failed && !summary ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title="Total Credits"
        icon={HandCoins}
        value={show(summary?.totalCredits)}
        subtitle="Balance credits by admins"
      />
      <StatCard
        title="Balance Resets"
        icon={RotateCcw}
        value={show(summary?.totalResets)}
        subtitle="Balances set to zero"
      />
      <StatCard
        title="Recent Actions"
        icon={Activity}
        value={show(summary?.recentActions)}
        subtitle="In the last 24 hours"
      />
      <StatCard
        title="Total USD Value"
        icon={CircleDollarSign}
        value={show(summary && formatUsd(summary.totalUsdValue))}
        subtitle="Of the audited actions"
      />
    </StatGrid>
  );
}
