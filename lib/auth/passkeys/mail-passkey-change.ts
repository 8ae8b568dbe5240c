// The owner hears of every passkey added to or removed from their account, as of every two-factor change:
// queued in the change's transaction and sent after it committed (lib/jobs).
import type { Executor } from "@/db/client";
import { queueSecurityMail } from "@/lib/email/security-mail";
import { utcTimeFor } from "@/lib/i18n/server-translator";

export type PasskeyChange = "added" | "removed";

export async function mailPasskeyChange(
  tx: Executor,
  user: { id: number; name: string; email: string; preferences?: { language?: unknown } | null },
  change: PasskeyChange,
  passkeyName: string,
  at = new Date(Date.now()),
): Promise<void> {
  await queueSecurityMail(
    tx,
    user,
    `passkey.${change}`,
    `passkey-${change}:${user.id}:${at.getTime()}`,
    (locale) => ({
      passkey: passkeyName,
      time: utcTimeFor(locale, at),
    }),
  );
}
