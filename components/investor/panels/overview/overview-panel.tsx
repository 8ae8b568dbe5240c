"use client";

import { ArrowDownToLine, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { BalanceCards } from "./balance-cards";
import { InterestInfo } from "./interest-info";
import { RecentActivity } from "./recent-activity";
import { ReferCard } from "./refer-card";
import { VerificationBanner } from "./verification-banner";

/**
 * Overview. The three calls (main balance, balances, transactions) start together when the panel
 * mounts and are cancelled if the investor leaves first: each hook hands TanStack Query's signal to fetch.
 * The spec only logs their failures; here each section says so quietly and offers a retry instead of a blank.
 */
export function OverviewPanel() {
  const t = useTranslations("investor.overview");
  const { user, navigate } = useInvestorDashboard();
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="overview-greeting"
        className="flex flex-col gap-4 rounded-xl bg-gradient-to-br from-indigo-700 to-indigo-900 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="overview-greeting" className="text-2xl font-semibold">
            {t("greeting", { name: user.name })}
          </h2>
          <p className="mt-1 text-sm text-indigo-100">{t("summary")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="accent" onClick={() => navigate("invest")}>
            <TrendingUp aria-hidden />
            {t("investAndEarn")}
          </Button>
          <Button
            variant="outline"
            className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            onClick={() => navigate("deposits")}
          >
            <ArrowDownToLine aria-hidden />
            {t("depositNow")}
          </Button>
        </div>
      </section>

      {!user.isVerified && <VerificationBanner />}
      <BalanceCards />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentActivity />
        </div>
        <div className="space-y-6">
          <InterestInfo onViewInvestments={() => navigate("investments")} />
          <ReferCard />
        </div>
      </div>
    </div>
  );
}
