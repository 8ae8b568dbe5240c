"use client";
import { Briefcase, CircleCheck, Layers, TrendingUp } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useAdminInvestmentCounts } from "@/lib/hooks/admin/use-admin-investments";
import { usePlans } from "@/lib/hooks/use-plans";

/** The four cards of every investment, the running and completed ones, and the plans on offer. */
export function InvestmentSummaryCards() {
  const { counts, isError } = useAdminInvestmentCounts();
  const plans = usePlans();
  // A dash, not a misleading 0, when a figure could not be loaded.
  const count = (value: number | undefined) => (isError && !counts ? "—" : value);
  return (
    <StatGrid>
      <StatCard
        title="Total Investments"
        icon={Briefcase}
        value={count(counts?.[""])}
        subtitle="All investor subscriptions"
      />
      <StatCard
        title="Active Investments"
        icon={TrendingUp}
        value={count(counts?.ACTIVE)}
        subtitle="Earning interest daily"
      />
      <StatCard
        title="Completed"
        icon={CircleCheck}
        value={count(counts?.COMPLETED)}
        subtitle="Reached their total returns"
      />
      <StatCard
        title="Investment Plans"
        icon={Layers}
        value={plans.isError && !plans.data ? "—" : plans.data?.length}
        subtitle="Open for subscription"
      />
    </StatGrid>
  );
}
