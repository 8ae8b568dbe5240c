import { Layers, Percent, TrendingUp } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatNumber } from "@/lib/format";
import type { AdminPlan } from "@/lib/hooks/admin/use-admin-plans";

const average = (plans: AdminPlan[], pick: (p: AdminPlan) => number) =>
  plans.length === 0 ? 0 : plans.reduce((sum, p) => sum + pick(p), 0) / plans.length;

const percent = (n: number) => `${formatNumber(n, 2)}%`;

/** Total Plans, Avg. Interest Rate, Avg. Returns (of the plans still open). */
export function PlanStats({ plans, failed }: { plans: AdminPlan[] | undefined; failed: boolean }) {
  const value = (f: (p: AdminPlan[]) => string) => (plans ? f(plans) : failed ? "—" : undefined);
  return (
    <section aria-labelledby="plan-summary">
      <h2 id="plan-summary" className="sr-only">
        Summary
      </h2>
      <StatGrid>
        <StatCard
          title="Total Plans"
          value={value((p) => formatNumber(p.length, 0))}
          subtitle="Open for subscription"
          icon={Layers}
        />
        <StatCard
          title="Avg. Interest Rate"
          value={value((p) => percent(average(p, (x) => x.interestRate)))}
          subtitle="Yearly (APY)"
          icon={Percent}
        />
        <StatCard
          title="Avg. Returns"
          value={value((p) => percent(average(p, (x) => x.totalReturns)))}
          subtitle="Total returns per plan"
          icon={TrendingUp}
        />
      </StatGrid>
    </section>
  );
}
