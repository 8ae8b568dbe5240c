import type { SecurityAudience } from "./account-lock-settings";
import { SignInSettings } from "./sign-in-settings";
import { TwoFactorSetting } from "./two-factor-setting";

/** The Security tab's sign-in controls: two-factor sign-in, login notifications and the session timeout. */
export function SecurityOptions({ audience }: { audience: SecurityAudience }) {
  return (
    <div>
      <TwoFactorSetting audience={audience} />
      <SignInSettings />
    </div>
  );
}
