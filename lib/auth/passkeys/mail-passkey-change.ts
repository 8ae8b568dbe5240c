// The owner hears of every passkey added to or removed from their account, as of every two-factor change:
// queued in the change's transaction and sent after it committed (lib/jobs).
import type { Executor } from "@/db/client";
import { localeOf, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";

export type PasskeyChange = "added" | "removed";

export async function mailPasskeyChange(
  tx: Executor,
  user: { id: number; name: string; email: string; preferences?: { language?: unknown } | null },
  change: PasskeyChange,
  passkeyName: string,
  at = new Date(Date.now()),
): Promise<void> {
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t(`passkey.${change}.subject`),
      text: t(`passkey.${change}.text`, {
        name: user.name,
        passkey: passkeyName,
        time: utcTimeFor(locale, at),
      }),
    },
    `passkey-${change}:${user.id}:${at.getTime()}`,
  );
}
