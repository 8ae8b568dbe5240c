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
import { usePreferences } from "@/lib/hooks/use-preferences";
import {
  useEndSessionOnUnauthorized,
  useSession,
  useSignOut,
  type SessionUser,
} from "@/lib/hooks/use-session";
import { InvestorDashboardProvider } from "../investor-dashboard-context";
import { INVESTOR_PANELS } from "../panels/registry";
import { DEFAULT_INVESTOR_PANEL, INVESTOR_PANEL_SLUGS, investorPanelHref } from "../panels/slugs";
import { PriceTicker } from "../ticker/price-ticker";

const LOGIN_PATH = "/login";
const NAV_PANELS = INVESTOR_PANELS.filter((p) => p.inNav);

export function InvestorShell({ initialUser }: { initialUser?: SessionUser | null }) {
  const t = useTranslations("investor.shell");
  const session = useSession({ loginPath: LOGIN_PATH, initialUser });
  const signOut = useSignOut(LOGIN_PATH);
  useEndSessionOnUnauthorized(LOGIN_PATH);
  // Loaded once for every panel: the auto-refresh preference sets how often their data refetches.
  usePreferences();
  const [active, navigate] = useActivePanel("panel", INVESTOR_PANEL_SLUGS, DEFAULT_INVESTOR_PANEL);
  const panel = findPanel(INVESTOR_PANELS, active);
  const context = useMemo(
    () => (session.user ? { user: session.user, navigate } : null),
    [session.user, navigate],
  );
  const nav = useMemo(
    () => NAV_PANELS.map(({ slug, icon }) => ({ key: slug, label: t(`nav.${slug}`), icon })),
    [t],
  );

  if (session.isLoading) {
    return (
      <div className="p-6">
        <PanelSkeleton />
      </div>
    );
  }
  if (!context) {
    return <LoadError message={t("loadFailed")} onRetry={() => session.refetch()} />;
  }

  const Panel = panel.component;
  return (
    <InvestorDashboardProvider value={context}>
      <AppShell
        nav={nav}
        active={active}
        onSelect={navigate}
        hrefFor={investorPanelHref}
        userName={context.user.name}
        roleLabel={t("roleLabel")}
        onSignOut={signOut}
        title={t(`nav.${panel.slug}`)}
        topBarActions={<LazyNotificationsBell />}
      >
        {/* Each hydrated after the frame, in slices (HydrateLater). The ticker is the only reader of the prices and
            Overview's data arrives with the page (lib/query/server-prefetch.ts), so neither can differ from its
            HTML by the time it hydrates. */}
        {panel.ticker && (
          <HydrateLater>
            <PriceTicker />
          </HydrateLater>
        )}
        <HydrateLater>
          <Panel key={panel.slug} />
        </HydrateLater>
      </AppShell>
    </InvestorDashboardProvider>
  );
}
