import { useTranslations } from "next-intl";
import { AntiPhishingForm, LockMyAccount } from "./account-lock-settings";
import { ActiveSessions } from "./active-sessions";
import { PasskeysSettings } from "./passkeys-settings";
import { PasswordForm } from "./password-form";
import { SecurityOptions } from "./security-options";
import { SettingsSection } from "./settings-section";

/** Settings > Security: the password, the sign-in controls and where the account is signed in. */
export function SecurityTab() {
  const t = useTranslations("investor.settings.security");
  return (
    <div className="grid gap-6">
      <SettingsSection title={t("password.title")} description={t("password.description")}>
        <PasswordForm />
      </SettingsSection>
      <SettingsSection title={t("signIn.title")}>
        <SecurityOptions />
      </SettingsSection>
      <SettingsSection title={t("passkeys.title")} description={t("passkeys.description")}>
        <PasskeysSettings />
      </SettingsSection>
      <SettingsSection title={t("sessions.title")} description={t("sessions.description")}>
        <ActiveSessions />
      </SettingsSection>
      <SettingsSection title={t("antiPhishing.title")} description={t("antiPhishing.description")}>
        <AntiPhishingForm />
      </SettingsSection>
      <SettingsSection title={t("lock.title")}>
        <LockMyAccount />
      </SettingsSection>
    </div>
  );
}
