import type { Metadata } from "next";
import { Suspense } from "react";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";
import { InvestorShell } from "@/components/investor/shell/investor-shell";

export const metadata: Metadata = { title: "Dashboard" };

// The shell reads the active panel from the query string (useSearchParams), so it renders in the browser.
export default function DashboardPage() {
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <InvestorShell />
    </Suspense>
  );
}
