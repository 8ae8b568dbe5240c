// A security e-mail to one account's owner: written in their saved language and queued in the transaction of
// the change it reports (lib/jobs/mail.ts). Only a SECURITY_MAILS key is accepted, so every mail sent through
// here is one that ./personalise.ts gives the lock link (and the anti-phishing line) when it leaves.
import type { Executor } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import type { SECURITY_MAILS } from "./personalise";

export type SecurityMailKey = (typeof SECURITY_MAILS)[number];

type Recipient = { name: string; email: string; preferences?: { language?: unknown } | null };

/**
 * Queues `key`'s subject and text (messages/<locale>/emails.json) to `user`, the text given the owner's name and
 * `values`, which are written for the reader's locale. `dedupeKey` names the cause, as enqueueMail's does.
 */
export async function queueSecurityMail(
  tx: Executor,
  user: Recipient,
  key: SecurityMailKey,
  dedupeKey: string,
  values: (locale: Locale) => Record<string, string | number>,
): Promise<void> {
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t(`${key}.subject`),
      text: t(`${key}.text`, { name: user.name, ...values(locale) }),
    },
    dedupeKey,
  );
}
