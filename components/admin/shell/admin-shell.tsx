"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { HydrateLater } from "@/components/dashboard/hydrate-later";
import { findPanel } from "@/components/dashboard/panel-registry";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";
import { useActivePanel } from "@/components/dashboard/use-active-panel";
import { LazyNotificationsBell } from "@/components/notifications/lazy-notifications-bell";
import { AppShell } from "@/components/ui/app-shell";
import { LoadError } from "@/components/ui/load-error";
import {
  useEndSessionOnUnauthorized,
  useSession,
  useSignOut,
  type SessionUser,
} from "@/lib/hooks/use-session";
import { AdminDashboardProvider } from "../admin-dashboard-context";
import { AdminLanguageSelect } from "./admin-language-select";
import { ADMIN_SECTIONS } from "../sections/registry";
import { mayOpenSection } from "../sections/section-permissions";
import { ADMIN_SECTION_SLUGS, DEFAULT_ADMIN_SECTION, adminSectionHref } from "../sections/slugs";

const LOGIN_PATH = "/admin/login";
const NAV_SECTIONS = ADMIN_SECTIONS.filter((s) => s.inNav);

export function AdminShell({ initialUser }: { initialUser?: SessionUser | null }) {
  const t = useTranslations("admin.shell");
  const session = useSession({ loginPath: LOGIN_PATH, requireRole: "ADMIN", initialUser });
  const signOut = useSignOut(LOGIN_PATH);
  useEndSessionOnUnauthorized(LOGIN_PATH);
  const [active, navigate] = useActivePanel("section", ADMIN_SECTION_SLUGS, DEFAULT_ADMIN_SECTION);
  const section = findPanel(ADMIN_SECTIONS, active);
  const adminRole = session.user?.adminRole;
  // The sidebar lists only what the administrator's role may open.
  const nav = useMemo(
    () =>
      NAV_SECTIONS.filter(({ slug }) => mayOpenSection(adminRole, slug)).map(({ slug, icon }) => ({
        key: slug,
        label: t(`sections.${slug}`),
        icon,
      })),
    [t, adminRole],
  );
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
    return <LoadError message={t("loadError")} onRetry={() => session.refetch()} />;
  }

  const Section = section.component;
  return (
    <AdminDashboardProvider value={context}>
      <AppShell
        nav={nav}
        active={active}
        onSelect={navigate}
        hrefFor={adminSectionHref}
        userName={context.admin.name || t("defaultName")}
        roleLabel={t("role")}
        onSignOut={signOut}
        title={t(`sections.${section.slug}`)}
        topBarActions={
          // The administrator's own notices (the money alerts: lib/alerts/check-alerts.ts), as the investor's bell.
          <>
            <LazyNotificationsBell />
            <AdminLanguageSelect />
          </>
        }
      >
        {mayOpenSection(adminRole, section.slug) ? (
          // Hydrated after the frame, in slices (HydrateLater): the Dashboard section is the only reader of its
          // queries, so they start when it hydrates and its first render is the server's (loading).
          <HydrateLater>
            <Section key={section.slug} />
          </HydrateLater>
        ) : (
          <p role="status" className="rounded-lg border bg-muted/40 p-6 text-sm text-muted-foreground">
            {t("roleCannotOpen")}
          </p>
        )}
      </AppShell>
    </AdminDashboardProvider>
  );
}
