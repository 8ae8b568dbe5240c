import { ActiveSessions } from "./active-sessions";
import { PasswordForm } from "./password-form";
import { SecurityOptions } from "./security-options";
import { SettingsSection } from "./settings-section";

/** Settings > Security: the password, the sign-in controls and where the account is signed in. */
export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <SettingsSection title="Change Password" description="Use a password you do not use anywhere else.">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection title="Sign-in Security">
        <SecurityOptions />
      </SettingsSection>
      <SettingsSection
        title="Active Sessions"
        description="Devices signed in to your account. Sign out any you do not recognise."
      >
        <ActiveSessions />
      </SettingsSection>
    </div>
  );
}
