"use client";

import { useTranslations } from "next-intl";
import { PanelLink } from "@/components/investor/panel-link";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useProfile } from "@/lib/hooks/use-profile";
import { SettingsSection } from "@/components/ui/settings-section";

/** Beyond the spec: who the account is, since when, and whether its identity is verified (isVerified). */
export function AccountSummary() {
  const t = useTranslations("investor.profile.account");
  const { data: user } = useProfile();
  return (
    <SettingsSection title={t("title")}>
      {!user ? (
        <Skeleton className="h-24" />
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="min-w-0 space-y-1">
            <dt className="text-muted-foreground">{t("memberSince")}</dt>
            <dd className="font-medium">{formatDate(user.createdAt)}</dd>
          </div>
          <div className="min-w-0 space-y-1">
            <dt className="text-muted-foreground">{t("email")}</dt>
            <dd className="break-all font-medium">{user.email}</dd>
          </div>
          <div className="min-w-0 space-y-1">
            <dt className="text-muted-foreground">{t("identity")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Badge variant={user.isVerified ? "success" : "warning"}>
                {user.isVerified ? t("verified") : t("notVerified")}
              </Badge>
              {!user.isVerified && <PanelLink to="kyc">{t("verify")}</PanelLink>}
            </dd>
          </div>
        </dl>
      )}
    </SettingsSection>
  );
}
