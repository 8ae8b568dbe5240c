// The account's owner hears of every change to their two-factor sign-in: someone holding a stolen session
// and the password could otherwise turn it on (their authenticator, the owner locked out) or off in
// silence. Sent after the change has committed and after the answer (lib/jobs/in-background.ts), so a mail
// outage never undoes or fails the change.
import { sendMail } from "@/lib/email/send-mail";
import { localeOf, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { inBackground } from "@/lib/jobs/in-background";

export type TwoFactorChange = "enabled" | "disabled" | "reset";

/** The subjects in English (the e-mails catalogue writes them in the owner's language). */
export const TWO_FACTOR_MAIL_SUBJECTS: Record<TwoFactorChange, string> = {
  enabled: "Two-factor authentication is on for your Apex account",
  disabled: "Two-factor authentication is off for your Apex account",
  reset: "An administrator turned off two-factor authentication on your Apex account",
};

/** Mails the owner (after the answer) that their two-factor sign-in changed. */
export function mailTwoFactorChange(
  user: { name: string; email: string; preferences?: { language?: unknown } | null },
  change: TwoFactorChange,
  at = new Date(),
): void {
  inBackground(`two-factor-${change}-mail`, async () => {
    // In the owner's saved language (English when none is saved).
    const locale = localeOf(user);
    const t = await translatorFor(locale, "emails");
    await sendMail({
      to: user.email,
      subject: t(`twoFactor.${change}.subject`),
      text: t(`twoFactor.${change}.text`, { name: user.name, time: utcTimeFor(locale, at) }),
    });
  });
}
