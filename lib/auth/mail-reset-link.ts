// The password-reset job's handler (lib/jobs/definitions/password-reset.ts; lib/auth/request-password-reset.ts
// queues it).
import type { Executor } from "@/db/client";
import { passwordResetTokens } from "@/db/schema";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { logMailSecretForLocalUse } from "@/lib/email/mail-transport";
import { publicBaseUrl } from "@/lib/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { findLiveUserByEmail } from "./find-user";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token";

/** The job, in its transaction: the token row and the queued mail with its link happen once. */
export async function mailResetLink({ email }: { email: string }, exec: Executor): Promise<void> {
  const user = await findLiveUserByEmail(email, exec);
  if (!user) return;
  const token = newResetToken();
  const [row] = await exec
    .insert(passwordResetTokens)
    .values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    })
    .returning({ id: passwordResetTokens.id });
  const link = `${publicBaseUrl()}/reset-password/${token}`;
  const t = await translatorFor(localeOf(user), "emails");
  await enqueueMail(
    exec,
    {
      to: user.email,
      subject: t("passwordReset.subject"),
      text: t("passwordReset.text", { name: user.name, link }),
    },
    `password-reset:${row.id}`,
  );
  logMailSecretForLocalUse(`[mail] password reset link for ${user.email}: ${link}`);
}
