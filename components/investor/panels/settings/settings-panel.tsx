"use client";

import { PanelLink } from "@/components/investor/panel-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlChoice } from "@/lib/hooks/use-url-state";
import { BillingCard } from "./billing-card";
import { NotificationPrefsForm } from "./notification-prefs-form";
import { PinTab } from "./pin-tab";
import { PreferencesForm } from "./preferences-form";
import { ProfileForm } from "./profile-form";
import { SecurityTab } from "./security-tab";
import { SettingsSection } from "./settings-section";

export const SETTINGS_TABS = [
  "profile",
  "security",
  "pin",
  "notifications",
  "preferences",
  "billing",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const LABELS: Record<SettingsTab, string> = {
  profile: "Profile",
  security: "Security",
  pin: "PIN",
  notifications: "Notifications",
  preferences: "Preferences",
  billing: "Billing",
};

// Settings: six tabs; the open one is `&tab=` in the URL (a reload or a shared link keeps it).
export function SettingsPanel() {
  const [tab, setTab] = useUrlChoice("tab", SETTINGS_TABS, "profile");
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Looking for your transaction PIN? <PanelLink to="account-settings">Open Account Settings</PanelLink>
      </p>
      {/* Switching tabs edits the current history entry: Back leaves Settings rather than replaying tabs. */}
      <Tabs value={tab} onValueChange={(v) => setTab(v as SettingsTab, { history: "replace" })}>
        <TabsList aria-label="Settings sections" className="max-w-full">
          {SETTINGS_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <SettingsSection title="Personal Information" description="Your name and how we reach you.">
            <ProfileForm />
          </SettingsSection>
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="pin">
          <PinTab />
        </TabsContent>
        <TabsContent value="notifications">
          <SettingsSection title="Notifications" description="Choose what we email you about.">
            <NotificationPrefsForm />
          </SettingsSection>
        </TabsContent>
        <TabsContent value="preferences">
          <SettingsSection title="Preferences" description="How the dashboard works for you.">
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
