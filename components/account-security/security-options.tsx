import { SignInSettings } from "./sign-in-settings";
import { TwoFactorSetting } from "./two-factor-setting";

/** The Security tab's sign-in controls: two-factor sign-in, login notifications and the session timeout. */
export function SecurityOptions() {
  return (
    <div>
      <TwoFactorSetting />
      <SignInSettings />
    </div>
  );
}
