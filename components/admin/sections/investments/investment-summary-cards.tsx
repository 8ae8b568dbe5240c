"use client";
import { Briefcase, CircleCheck, Layers, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useAdminInvestmentCounts } from "@/lib/hooks/admin/use-admin-investments";
import { usePlans } from "@/lib/hooks/use-plans";

/** The four cards of every investment, the running and completed ones, and the plans on offer. */
export function InvestmentSummaryCards() {
  const t = useTranslations("admin.investments.cards");
  const { counts, isError } = useAdminInvestmentCounts();
  const plans = usePlans();
  // A dash, not a misleading 0, when a figure could not be loaded.
  const count = (value: number | undefined) => (isError && !counts ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title={t("total.title")}
        icon={Briefcase}
        value={count(counts?.[""])}
        subtitle={t("total.subtitle")}
      />
      <StatCard
        title={t("active.title")}
        icon={TrendingUp}
        value={count(counts?.ACTIVE)}
        subtitle={t("active.subtitle")}
      />
      <StatCard
        title={t("completed.title")}
        icon={CircleCheck}
        value={count(counts?.COMPLETED)}
        subtitle={t("completed.subtitle")}
      />
      <StatCard
        title={t("plans.title")}
        icon={Layers}
        value={plans.isError && !plans.data ? "—" : plans.data?.length}
        subtitle={t("plans.subtitle")}
      />
    </StatGrid>
  );
}
