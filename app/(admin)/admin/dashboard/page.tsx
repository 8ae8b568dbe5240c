import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";

export const metadata: Metadata = { title: "Admin dashboard" };

// The shell reads the active section from the query string (useSearchParams), so it renders in the browser.
export default function AdminDashboardPage() {
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <AdminShell />
    </Suspense>
  );
}
