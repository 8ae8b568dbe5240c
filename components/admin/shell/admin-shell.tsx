"use client";

import { useMemo } from "react";
import { findPanel } from "@/components/dashboard/panel-registry";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";
import { useActivePanel } from "@/components/dashboard/use-active-panel";
import { AppShell } from "@/components/ui/app-shell";
import { LoadError } from "@/components/ui/load-error";
import {
  useEndSessionOnUnauthorized,
  useSession,
  useSignOut,
  type SessionUser,
} from "@/lib/hooks/use-session";
import { AdminDashboardProvider } from "../admin-dashboard-context";
import { ADMIN_SECTIONS } from "../sections/registry";
import { ADMIN_SECTION_SLUGS, DEFAULT_ADMIN_SECTION, adminSectionHref } from "../sections/slugs";

const LOGIN_PATH = "/admin/login";
const NAV = ADMIN_SECTIONS.filter((s) => s.inNav).map(({ slug, label, icon }) => ({
  key: slug,
  label,
  icon,
}));

export function AdminShell({ initialUser }: { initialUser?: SessionUser | null }) {
  const session = useSession({ loginPath: LOGIN_PATH, requireRole: "ADMIN", initialUser });
  const signOut = useSignOut(LOGIN_PATH);
  useEndSessionOnUnauthorized(LOGIN_PATH);
  const [active, navigate] = useActivePanel("section", ADMIN_SECTION_SLUGS, DEFAULT_ADMIN_SECTION);
  const section = findPanel(ADMIN_SECTIONS, active);
  const context = useMemo(
    () => (session.user ? { admin: session.user, navigate } : null),
    [session.user, navigate],
  );

  if (session.isLoading) {
    return (
      <div className="p-6">
        <PanelSkeleton />
      </div>
    );
  }
  if (!context) {
    return (
      <LoadError
        message="We couldn't load the admin dashboard. Please try again."
        onRetry={() => session.refetch()}
      />
    );
  }

  const Section = section.component;
  return (
    <AdminDashboardProvider value={context}>
      <AppShell
        nav={NAV}
        active={active}
        onSelect={navigate}
        hrefFor={adminSectionHref}
        userName={context.admin.name || "Admin"}
        roleLabel="Administrator"
        onSignOut={signOut}
        title={section.label}
      >
        <Section key={section.slug} />
      </AppShell>
    </AdminDashboardProvider>
  );
}
