// The account's owner hears of every change to their two-factor sign-in: someone holding a stolen session
// and the password could otherwise turn it on (their authenticator, the owner locked out) or off in
// silence. Queued in the change's transaction and sent after it committed (lib/jobs), so a mail outage never
// undoes or fails the change, and a change rolled back mails nobody.
import type { Executor } from "@/db/client";
import { queueSecurityMail } from "@/lib/email/security-mail";
import { utcTimeFor } from "@/lib/i18n/server-translator";

export type TwoFactorChange = "enabled" | "disabled" | "reset";

/** The subjects in English (the e-mails catalogue writes them in the owner's language). */
export const TWO_FACTOR_MAIL_SUBJECTS: Record<TwoFactorChange, string> = {
  enabled: "Two-factor authentication is on for your Apex account",
  disabled: "Two-factor authentication is off for your Apex account",
  reset: "An administrator turned off two-factor authentication on your Apex account",
};

/** Queues, in the change's transaction `tx`, the mail telling the owner their two-factor sign-in changed. */
export async function mailTwoFactorChange(
  tx: Executor,
  user: { id: number; name: string; email: string; preferences?: { language?: unknown } | null },
  change: TwoFactorChange,
  at = new Date(),
): Promise<void> {
  // In the owner's saved language (English when none is saved).
  await queueSecurityMail(
    tx,
    user,
    `twoFactor.${change}`,
    `two-factor-${change}:${user.id}:${at.getTime()}`,
    (locale) => ({
      time: utcTimeFor(locale, at),
    }),
  );
}
