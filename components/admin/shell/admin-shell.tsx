"use client";

import { useState } from "react";
import { AppShell } from "@/components/ui/app-shell";
import { ComingSoonPanel } from "@/components/ui/coming-soon";
import { LoadError } from "@/components/ui/load-error";
import { PageSpinner } from "@/components/ui/spinner";
import { useSession, useSignOut } from "@/lib/hooks/use-session";
import { ADMIN_NAV, DEFAULT_ADMIN_SECTION, type AdminSection } from "./admin-sections";

const LOGIN_PATH = "/admin/login";

function renderSection(section: AdminSection) {
  switch (section) {
    default:
      return <ComingSoonPanel title={section} />;
  }
}

export function AdminShell() {
  const session = useSession({ loginPath: LOGIN_PATH, requireRole: "ADMIN" });
  const signOut = useSignOut(LOGIN_PATH);
  const [active, setActive] = useState<AdminSection>(DEFAULT_ADMIN_SECTION);

  if (session.isLoading) return <PageSpinner label="Loading the admin dashboard" />;
  if (!session.user) {
    return (
      <LoadError
        message="We couldn't load the admin dashboard. Please try again."
        onRetry={() => session.refetch()}
      />
    );
  }

  return (
    <AppShell
      nav={ADMIN_NAV}
      active={active}
      onSelect={setActive}
      userName={session.user.name || "Admin"}
      roleLabel={session.user.role === "ADMIN" ? "Administrator" : "Investor"}
      onSignOut={signOut}
      title={active}
    >
      {renderSection(active)}
    </AppShell>
  );
}
