import { ArrowDownToLine, TrendingUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/hooks/use-session";
import type { InvestorPanel } from "./investor-panels";

type Props = { user: SessionUser; onNavigate: (panel: InvestorPanel) => void };

// spec 1 §2 Overview: greeting, 'Invest & Earn' and 'Deposit Now'. Balances and activity come later.
export function OverviewPanel({ user, onNavigate }: Props) {
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
          <Button variant="accent" onClick={() => onNavigate("Invest")}>
            <TrendingUp aria-hidden />
            Invest &amp; Earn
          </Button>
          <Button
            variant="outline"
            className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            onClick={() => onNavigate("Deposits")}
          >
            <ArrowDownToLine aria-hidden />
            Deposit Now
          </Button>
        </div>
      </div>
      <p className="rounded-lg border border-dashed bg-card p-6 text-center text-sm text-muted-foreground">
        Balances and recent activity are coming in a later release.
      </p>
    </section>
  );
}
