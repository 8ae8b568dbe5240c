"use client";

import { Clock, Coins, Hourglass, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { formatPercent } from "@/lib/format";
import { useDeposits } from "@/lib/hooks/use-deposits";

/** Deposits: available assets, processing time, network security, deposits in progress. */
export function DepositStats({ assetCount }: { assetCount: number | string | undefined }) {
  const t = useTranslations("investor.deposits.stats");
  const deposits = useDeposits();
  // No chain watcher (docs/decisions.md, "Deposits"): a deposit still in flight is one the platform has not confirmed yet.
  const pending = deposits.data?.filter((d) => d.status === "PENDING").length;
  return (
    <section aria-labelledby="deposit-stats-heading">
      <h2 id="deposit-stats-heading" className="sr-only">
        {t("heading")}
      </h2>
      <StatGrid>
        <StatCard title={t("assets.title")} value={assetCount} subtitle={t("assets.subtitle")} icon={Coins} />
        <StatCard
          title={t("processing.title")}
          value={t("processing.value")}
          subtitle={t("processing.subtitle")}
          icon={Clock}
        />
        <StatCard
          title={t("security.title")}
          value={formatPercent(100)}
          subtitle={t("security.subtitle")}
          icon={ShieldCheck}
        />
        <StatCard
          title={t("active.title")}
          value={deposits.isError ? "—" : pending}
          subtitle={deposits.isError ? t("active.loadFailed") : t("active.subtitle")}
          icon={Hourglass}
        />
      </StatGrid>
    </section>
  );
}
