"use client";

import { ArrowDownToLine, TrendingUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useInvestorDashboard } from "../../investor-dashboard-context";

// spec 1 §2 Overview: greeting, 'Invest & Earn' and 'Deposit Now'. Balances and activity come later.
export function OverviewPanel() {
  const { user, navigate } = useInvestorDashboard();
  return (
    <section aria-labelledby="overview-greeting" className="space-y-6">
      <div className="flex flex-col gap-4 rounded-xl bg-gradient-to-br from-indigo-700 to-indigo-900 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="overview-greeting" className="text-2xl font-semibold">
            Welcome back, {user.name}
          </h2>
          <p className="mt-1 text-sm text-indigo-100">Here&apos;s a summary of your account.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="accent" onClick={() => navigate("invest")}>
            <TrendingUp aria-hidden />
            Invest &amp; Earn
          </Button>
          <Button
            variant="outline"
            className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            onClick={() => navigate("deposits")}
          >
            <ArrowDownToLine aria-hidden />
            Deposit Now
          </Button>
        </div>
      </div>
    </section>
  );
}
