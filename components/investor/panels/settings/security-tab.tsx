import { PasswordForm } from "./password-form";
import { SecurityOptions } from "./security-options";
import { SettingsSection } from "./settings-section";

/** Settings > Security. */
export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <SettingsSection title="Change Password" description="Use a password you do not use anywhere else.">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection title="Sign-in Security">
        <SecurityOptions />
      </SettingsSection>
    </div>
  );
}
