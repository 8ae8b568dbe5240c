"use client";

import { PanelLink } from "@/components/investor/panel-link";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useProfile } from "@/lib/hooks/use-profile";
import { SettingsSection } from "../settings/settings-section";

/** Beyond the spec: who the account is, since when, and whether its identity is verified (isVerified). */
export function AccountSummary() {
  const { data: user } = useProfile();
  return (
    <SettingsSection title="Account">
      {!user ? (
        <Skeleton className="h-24" />
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="min-w-0 space-y-1">
            <dt className="text-muted-foreground">Member since</dt>
            <dd className="font-medium">{formatDate(user.createdAt)}</dd>
          </div>
          <div className="min-w-0 space-y-1">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all font-medium">{user.email}</dd>
          </div>
          <div className="min-w-0 space-y-1">
            <dt className="text-muted-foreground">Identity verification</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Badge variant={user.isVerified ? "success" : "warning"}>
                {user.isVerified ? "Verified" : "Not verified"}
              </Badge>
              {!user.isVerified && <PanelLink to="kyc">Verify your identity</PanelLink>}
            </dd>
          </div>
        </dl>
      )}
    </SettingsSection>
  );
}
