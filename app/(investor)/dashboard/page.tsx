import type { Metadata } from "next";
import { Suspense } from "react";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";
import { InvestorShell } from "@/components/investor/shell/investor-shell";
import { pageUser } from "@/lib/auth/page-user";

export const metadata: Metadata = { title: "Dashboard" };

// Rendered per request with the signed-in user read on the server, so the shell (and Overview, see
// components/investor/panels/registry.tsx) arrives as HTML; data is still fetched in the browser (TanStack
// Query). The Suspense boundary is for useSearchParams (the active panel).
export default async function DashboardPage() {
  const user = await pageUser("INVESTOR");
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <InvestorShell initialUser={user} />
    </Suspense>
  );
}
