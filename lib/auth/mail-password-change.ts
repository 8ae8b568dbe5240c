// The owner hears of every new password, as of every two-factor or passkey change: someone holding a stolen
// session and the password, or the mailbox, could otherwise take the account over in silence. Queued in the
// change's transaction (lib/jobs/mail.ts) and sent after it committed; a security e-mail, so it carries the lock
// link (lib/email/personalise.ts).
import type { Executor } from "@/db/client";
import { localeOf, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";

/** `changed`: by its owner in Settings (the current password given); `reset`: through a mailed reset link. */
export type PasswordChange = "changed" | "reset";

export async function mailPasswordChange(
  tx: Executor,
  user: { id: number; name: string; email: string; preferences?: { language?: unknown } | null },
  change: PasswordChange,
  at: Date,
): Promise<void> {
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  const params = { name: user.name, time: utcTimeFor(locale, at) };
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("passwordChanged.subject"),
      text: change === "reset" ? t("passwordChanged.byReset", params) : t("passwordChanged.text", params),
    },
    `password-${change}:${user.id}:${at.getTime()}`,
  );
}
