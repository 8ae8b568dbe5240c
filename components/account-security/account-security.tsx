import { useTranslations } from "next-intl";
import { SettingsSection } from "@/components/ui/settings-section";
import { AntiPhishingForm, LockMyAccount, type SecurityAudience } from "./account-lock-settings";
import { ActiveSessions } from "./active-sessions";
import { PasskeysSettings } from "./passkeys-settings";
import { PasswordForm } from "./password-form";
import { SecurityOptions } from "./security-options";

/**
 * The signed-in account's security: the password, the sign-in controls, passkeys, where the account is signed
 * in, the anti-phishing code and "Lock my account". The same routes answer investors and administrators alike
 * (each acts on the caller's own account only), so both screens are this one.
 */
export function AccountSecurity({ audience }: { audience: SecurityAudience }) {
  const t = useTranslations("accountSecurity");
  return (
    <div className="grid gap-6">
      <SettingsSection title={t("password.title")} description={t("password.description")}>
        <PasswordForm loginPath={audience === "admin" ? "/admin/login" : "/login"} />
      </SettingsSection>
      <SettingsSection title={t("signIn.title")}>
        <SecurityOptions audience={audience} />
      </SettingsSection>
      <SettingsSection
        title={t("passkeys.title")}
        description={t(audience === "admin" ? "passkeys.adminDescription" : "passkeys.description")}
      >
        <PasskeysSettings />
      </SettingsSection>
      <SettingsSection title={t("sessions.title")} description={t("sessions.description")}>
        <ActiveSessions />
      </SettingsSection>
      <SettingsSection title={t("antiPhishing.title")} description={t("antiPhishing.description")}>
        <AntiPhishingForm />
      </SettingsSection>
      {/* An administrator may lock their own account too (lib/account-lock: only locking or unlocking someone
          else's is refused to oneself): a password reset or another administrator unlocks it. */}
      <SettingsSection title={t("lock.title")}>
        <LockMyAccount audience={audience} />
      </SettingsSection>
    </div>
  );
}
