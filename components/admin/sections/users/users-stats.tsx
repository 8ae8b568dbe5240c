"use client";

import { BadgeCheck, CalendarCheck, DollarSign, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatNumber, formatUsd } from "@/lib/format";
import { useAdminCount } from "@/lib/hooks/admin/use-admin-overview";
import { useAdminUsersSummary } from "@/lib/hooks/admin/use-admin-users";

/** 'Active This Month' is 75% of users, rounded down (an estimate the spec fixes, not a count). */
export const activeThisMonth = (users: number) => Math.floor(users * 0.75);

const UNAVAILABLE = "—";

/**
 * Summary cards, over all users rather than the page on screen: Total Users from the count
 * route; Verified Users and Total Balance from a summary route, as a page of the list cannot sum them.
 */
export function UsersStats() {
  const t = useTranslations("admin.users.cards");
  const count = useAdminCount("users");
  const summary = useAdminUsersSummary();
  const pick = <T,>(q: { isError: boolean; data: T | undefined }, show: (d: T) => string) =>
    q.isError ? UNAVAILABLE : q.data === undefined ? undefined : show(q.data);
  return (
    <section aria-labelledby="users-summary">
      <h2 id="users-summary" className="sr-only">
        {t("summary")}
      </h2>
      <StatGrid>
        <StatCard title={t("total")} value={pick(count, (n) => formatNumber(n, 0))} icon={Users} />
        <StatCard
          title={t("verified")}
          value={pick(summary, (s) => formatNumber(s.verifiedUsers, 0))}
          icon={BadgeCheck}
        />
        <StatCard
          title={t("balance.title")}
          value={pick(summary, (s) => formatUsd(s.totalBalance))}
          subtitle={t("balance.subtitle")}
          icon={DollarSign}
        />
        <StatCard
          title={t("active.title")}
          value={pick(count, (n) => formatNumber(activeThisMonth(n), 0))}
          subtitle={t("active.subtitle")}
          icon={CalendarCheck}
        />
      </StatGrid>
    </section>
  );
}
