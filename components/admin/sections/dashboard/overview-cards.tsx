import { Activity, ArrowLeftRight, Briefcase, Users } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useTranslations } from "next-intl";
import { formatNumber, formatPercent } from "@/lib/format";

export type OverviewCounts = {
  users: number | undefined;
  transactions: number | undefined;
  investments: number | undefined;
  isLoading: boolean;
};

/** A fixed figure, not a measurement. */
const PLATFORM_HEALTH = 99.9;
/** A subtitle line with nothing to read (a no-break space), holding its height while the figures load. */
const BLANK_LINE = "\u00a0";

/** A count, or a dash when its call failed (leaves a 0 on screen; a 0 would read as "none"). */
const figure = (n: number | undefined) => (n === undefined ? "—" : formatNumber(n, 0));

/**
 * Three placeholder cards while the counts load, then the four metric cards. The figures are
 * what the three count routes say; the spec's fixed trend badges are left out, as they measure nothing.
 */
export function OverviewCards({ counts }: { counts: OverviewCounts }) {
  const t = useTranslations("admin.dashboard.cards");
  return (
    <section aria-labelledby="overview-metrics">
      <h2 id="overview-metrics" className="sr-only">
        {t("heading")}
      </h2>
      {counts.isLoading ? (
        // The placeholders take the loaded cards' room: a blank subtitle line each, and the fourth card's
        // slot held empty, so nothing below jumps when the figures land (CLS 0.16 on phones; bench/README.md,
        // "The dashboards (point 3)").
        <StatGrid>
          <StatCard title={t("users.title")} value={undefined} subtitle={BLANK_LINE} icon={Users} />
          <StatCard
            title={t("transactions.title")}
            value={undefined}
            subtitle={BLANK_LINE}
            icon={ArrowLeftRight}
          />
          <StatCard title={t("investments.title")} value={undefined} subtitle={BLANK_LINE} icon={Briefcase} />
          <div aria-hidden className="invisible">
            <StatCard title="" value={BLANK_LINE} subtitle={BLANK_LINE} icon={Activity} />
          </div>
        </StatGrid>
      ) : (
        <StatGrid>
          <StatCard
            title={t("users.title")}
            value={figure(counts.users)}
            subtitle={t("users.subtitle")}
            icon={Users}
          />
          <StatCard
            title={t("transactions.title")}
            value={figure(counts.transactions)}
            subtitle={t("transactions.subtitle")}
            icon={ArrowLeftRight}
          />
          <StatCard
            title={t("activeInvestments.title")}
            value={figure(counts.investments)}
            subtitle={t("activeInvestments.subtitle")}
            icon={Briefcase}
          />
          <StatCard
            title={t("health.title")}
            value={formatPercent(PLATFORM_HEALTH)}
            subtitle={t("health.subtitle")}
            icon={Activity}
          />
        </StatGrid>
      )}
    </section>
  );
}
