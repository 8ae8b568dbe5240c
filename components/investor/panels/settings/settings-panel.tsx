"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { AccountSecurity } from "@/components/account-security/account-security";
import { PanelLink } from "@/components/investor/panel-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlChoice } from "@/lib/hooks/use-url-state";
import { AddressesTab } from "./addresses-tab";
import { BillingCard } from "./billing-card";
import { NotificationPrefsForm } from "./notification-prefs-form";
import { PinTab } from "./pin-tab";
import { PreferencesForm } from "./preferences-form";
import { ProfileForm } from "./profile-form";
import { SettingsSection } from "@/components/ui/settings-section";

export const SETTINGS_TABS = [
  "profile",
  "security",
  "pin",
  "addresses",
  "notifications",
  "preferences",
  "billing",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

// Settings: seven tabs; the open one is `&tab=` in the URL (a reload or a shared link keeps it).
export function SettingsPanel() {
  const t = useTranslations("investor.settings");
  const pinHint = t.rich("pinHint", { link: (c) => <PanelLink to="account-settings">{c}</PanelLink> });
  const [tab, setTab] = useUrlChoice("tab", SETTINGS_TABS, "profile");
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab strip scrolls sideways: a tab opened by a link ("Withdrawal addresses" from the
  // withdrawal form) is brought into the strip's view. Only the strip scrolls, never the page.
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active) return;
    const strip = list.getBoundingClientRect();
    const shown = active.getBoundingClientRect();
    if (shown.right > strip.right) list.scrollLeft += shown.right - strip.right;
    else if (shown.left < strip.left) list.scrollLeft -= strip.left - shown.left;
  }, [tab]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{pinHint}</p>
      {/* Switching tabs edits the current history entry: Back leaves Settings rather than replaying tabs. */}
      <Tabs value={tab} onValueChange={(v) => setTab(v as SettingsTab, { history: "replace" })}>
        <TabsList ref={tabList} aria-label={t("sections")} className="max-w-full">
          {SETTINGS_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <SettingsSection title={t("profile.title")} description={t("profile.description")}>
            <ProfileForm />
          </SettingsSection>
        </TabsContent>
        <TabsContent value="security">
          <AccountSecurity audience="investor" />
        </TabsContent>
        <TabsContent value="pin">
          <PinTab />
        </TabsContent>
        <TabsContent value="addresses">
          <AddressesTab />
        </TabsContent>
        <TabsContent value="notifications">
          <SettingsSection title={t("notifications.title")} description={t("notifications.description")}>
            <NotificationPrefsForm />
          </SettingsSection>
        </TabsContent>
        <TabsContent value="preferences">
          <SettingsSection title={t("preferences.title")} description={t("preferences.description")}>
            <PreferencesForm />
          </SettingsSection>
        </TabsContent>
        <TabsContent value="billing">
          <BillingCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
