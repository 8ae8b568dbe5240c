"use client";
import { Activity, CircleDollarSign, HandCoins, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import type { AuditSummary } from "@/lib/hooks/admin/use-admin-audit";
import { formatUsd } from "@/lib/format";

type Props = { summary: AuditSummary | undefined; failed: boolean };

/** Total Credits, Balance Resets, Recent Actions (24 hours), Total USD Value. */
export function AuditSummaryCards({ summary, failed }: Props) {
  // A dash, not a misleading 0, when the summary could not be loaded.
  const t = useTranslations("admin.audit.cards");
  const show = <T,>(value: T | undefined) => (failed && !summary ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title={t("credits.title")}
        icon={HandCoins}
        value={show(summary?.totalCredits)}
        subtitle={t("credits.subtitle")}
      />
      <StatCard
        title={t("resets.title")}
        icon={RotateCcw}
        value={show(summary?.totalResets)}
        subtitle={t("resets.subtitle")}
      />
      <StatCard
        title={t("recent.title")}
        icon={Activity}
        value={show(summary?.recentActions)}
        subtitle={t("recent.subtitle")}
      />
      <StatCard
        title={t("usd.title")}
        icon={CircleDollarSign}
        value={show(summary && formatUsd(summary.totalUsdValue))}
        subtitle={t("usd.subtitle")}
      />
    </StatGrid>
  );
}
