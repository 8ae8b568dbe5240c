"use client";

import { useState } from "react";
import { AppShell } from "@/components/ui/app-shell";
import { ComingSoonPanel } from "@/components/ui/coming-soon";
import { LoadError } from "@/components/ui/load-error";
import { PageSpinner } from "@/components/ui/spinner";
import { useSession, useSignOut, type SessionUser } from "@/lib/hooks/use-session";
import {
  DEFAULT_INVESTOR_PANEL,
  INVESTOR_NAV,
  investorPanelTitle,
  type InvestorPanel,
} from "./investor-panels";
import { NotificationsButton } from "./notifications-button";
import { OverviewPanel } from "./overview-panel";

const LOGIN_PATH = "/login";

function renderPanel(panel: InvestorPanel, user: SessionUser, onNavigate: (panel: InvestorPanel) => void) {
  switch (panel) {
    case "Overview":
      return <OverviewPanel user={user} onNavigate={onNavigate} />;
    default:
      return <ComingSoonPanel title={investorPanelTitle(panel)} />;
  }
}

export function InvestorShell() {
  const session = useSession({ loginPath: LOGIN_PATH });
  const signOut = useSignOut(LOGIN_PATH);
  const [active, setActive] = useState<InvestorPanel>(DEFAULT_INVESTOR_PANEL);

  if (session.isLoading) return <PageSpinner label="Loading your dashboard" />;
  if (!session.user) {
    return (
      <LoadError
        message="We couldn't load your account. Please try again."
        onRetry={() => session.refetch()}
      />
    );
  }

  return (
    <AppShell
      nav={INVESTOR_NAV}
      active={active}
      onSelect={setActive}
      userName={session.user.name}
      roleLabel="Investor"
      onSignOut={signOut}
      title={investorPanelTitle(active)}
      topBarActions={<NotificationsButton />}
    >
      {renderPanel(active, session.user, setActive)}
    </AppShell>
  );
}
