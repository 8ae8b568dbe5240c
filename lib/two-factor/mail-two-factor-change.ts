// The account's owner hears of every change to their two-factor sign-in: someone holding a stolen session
// and the password could otherwise turn it on (their authenticator, the owner locked out) or off in
// silence. Sent after the change has committed and after the answer (lib/jobs/in-background.ts), so a mail
// outage never undoes or fails the change.
import { sendMail } from "@/lib/email/send-mail";
import { inBackground } from "@/lib/jobs/in-background";

export type TwoFactorChange = "enabled" | "disabled" | "reset";

export const TWO_FACTOR_MAIL_SUBJECTS: Record<TwoFactorChange, string> = {
  enabled: "Two-factor authentication is on for your Apex account",
  disabled: "Two-factor authentication is off for your Apex account",
  reset: "An administrator turned off two-factor authentication on your Apex account",
};

/** "2026-11-23 06:41 UTC": the time a reader anywhere can place. */
const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const IF_NOT_YOU =
  "If this was not you, someone else has access to your account: reset your password at once (Forgot " +
  "password on the sign-in page), sign out all other sessions in Settings > Security, and contact support.";

function body(change: TwoFactorChange, at: Date): string {
  switch (change) {
    case "enabled":
      return (
        `Two-factor authentication was turned on for your Apex account on ${utc(at)}. Signing in and ` +
        `withdrawing now ask for a code from the authenticator app that was set up.\n\n${IF_NOT_YOU}`
      );
    case "disabled":
      return (
        `Two-factor authentication was turned off for your Apex account on ${utc(at)}. Signing in now ` +
        `asks only for your password.\n\n${IF_NOT_YOU}`
      );
    case "reset":
      return (
        `An Apex administrator turned off two-factor authentication on your account on ${utc(at)}, after ` +
        `checking your identity, and signed out every session of the account. Sign in with your password ` +
        `and turn two-factor authentication on again in Settings > Security.\n\nIf you did not ask for ` +
        `this, contact support at once and reset your password (Forgot password on the sign-in page).`
      );
  }
}

/** Mails the owner (after the answer) that their two-factor sign-in changed. */
export function mailTwoFactorChange(
  user: { name: string; email: string },
  change: TwoFactorChange,
  at = new Date(),
): void {
  inBackground(`two-factor-${change}-mail`, () =>
    sendMail({
      to: user.email,
      subject: TWO_FACTOR_MAIL_SUBJECTS[change],
      text: `Hello ${user.name},\n\n${body(change, at)}\n\nApex Security`,
    }),
  );
}
