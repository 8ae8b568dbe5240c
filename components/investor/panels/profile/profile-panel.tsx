"use client";

import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlChoice } from "@/lib/hooks/use-url-state";
import { PasswordForm } from "@/components/account-security/password-form";
import { ProfileForm } from "../settings/profile-form";
import { SettingsSection } from "@/components/ui/settings-section";
import { AccountSummary } from "./account-summary";

const TABS = ["profile", "security"] as const;

// Profile: tabs Profile and Security. Beyond the spec (where its updates do nothing), both save for
// real through the Settings forms.
export function ProfilePanel() {
  // Its own texts, the Settings forms' section titles and the shared password form's.
  const t = useTranslations("investor.profile");
  const tSettings = useTranslations("investor.settings");
  const tPassword = useTranslations("accountSecurity.password");
  const [tab, setTab] = useUrlChoice("tab", TABS, "profile");
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number], { history: "replace" })}>
      <TabsList aria-label={t("sections")}>
        <TabsTrigger value="profile">{t("tabs.profile")}</TabsTrigger>
        <TabsTrigger value="security">{t("tabs.security")}</TabsTrigger>
      </TabsList>
      <TabsContent value="profile" className="grid gap-6">
        <AccountSummary />
        <SettingsSection title={tSettings("profile.title")} description={tSettings("profile.description")}>
          <ProfileForm />
        </SettingsSection>
      </TabsContent>
      <TabsContent value="security">
        <SettingsSection title={tPassword("title")} description={tPassword("description")}>
          {/* Profile words the mismatch its own way. */}
          <PasswordForm mismatchMessage={t("passwordsMismatch")} />
        </SettingsSection>
      </TabsContent>
    </Tabs>
  );
}
