import { Layers, Percent, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatNumber } from "@/lib/format";
import type { AdminPlan } from "@/lib/hooks/admin/use-admin-plans";

const average = (plans: AdminPlan[], pick: (p: AdminPlan) => number) =>
  plans.length === 0 ? 0 : plans.reduce((sum, p) => sum + pick(p), 0) / plans.length;

const percent = (n: number) => `${formatNumber(n, 2)}%`;

/** Total Plans, Avg. Interest Rate, Avg. Returns (of the plans still open). */
export function PlanStats({ plans, failed }: { plans: AdminPlan[] | undefined; failed: boolean }) {
  const t = useTranslations("admin.plans.cards");
  const value = (f: (p: AdminPlan[]) => string) => (plans ? f(plans) : failed ? "—" : undefined);
  return (
    <section aria-labelledby="plan-summary">
      <h2 id="plan-summary" className="sr-only">
        {t("summary")}
      </h2>
      <StatGrid>
        <StatCard
          title={t("total.title")}
          value={value((p) => formatNumber(p.length, 0))}
          subtitle={t("total.subtitle")}
          icon={Layers}
        />
        <StatCard
          title={t("rate.title")}
          value={value((p) => percent(average(p, (x) => x.interestRate)))}
          subtitle={t("rate.subtitle")}
          icon={Percent}
        />
        <StatCard
          title={t("returns.title")}
          value={value((p) => percent(average(p, (x) => x.totalReturns)))}
          subtitle={t("returns.subtitle")}
          icon={TrendingUp}
        />
      </StatGrid>
    </section>
  );
}
