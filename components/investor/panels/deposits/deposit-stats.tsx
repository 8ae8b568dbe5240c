"use client";

import { Clock, Coins, Hourglass, ShieldCheck } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { useDeposits } from "@/lib/hooks/use-deposits";

/** Deposits: available assets, processing time, network security, deposits in progress. */
export function DepositStats({ assetCount }: { assetCount: number | string | undefined }) {
  const deposits = useDeposits();
  // No chain watcher (docs/decisions.md, "Deposits"): a deposit still in flight is one the platform has not confirmed yet.
  const pending = deposits.data?.filter((d) => d.status === "PENDING").length;
  return (
    <section aria-labelledby="deposit-stats-heading">
      <h2 id="deposit-stats-heading" className="sr-only">
        Deposit overview
      </h2>
      <StatGrid>
        <StatCard title="Available Assets" value={assetCount} subtitle="Cryptocurrencies" icon={Coins} />
        <StatCard title="Processing Time" value="10-30 min" subtitle="After confirmation" icon={Clock} />
        <StatCard title="Network Security" value="100%" subtitle="Secure transfers" icon={ShieldCheck} />
        <StatCard
          title="Active Deposits"
          value={deposits.isError ? "—" : pending}
          subtitle={deposits.isError ? "Couldn't load your deposits" : "Awaiting confirmation"}
          icon={Hourglass}
        />
      </StatGrid>
    </section>
  );
}
