import { getDb, type Executor } from "@/db/client";
import { passwordResetTokens } from "@/db/schema";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { logMailSecretForLocalUse } from "@/lib/email/mail-transport";
import { publicBaseUrl } from "@/lib/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { enqueue } from "@/lib/jobs/queue";
import { LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { enterRecoveryLimits } from "./recovery-limits";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token";

export const RESET_LINK_SENT = "If this email exists, a reset link has been sent.";

/** The queued job (lib/jobs/kinds.ts) that looks the address up and mails the link. */
export const PASSWORD_RESET_JOB = "password-reset";

/**
 * Mails a one-hour, single-use reset link if the account exists; the caller's answer never says which.
 * Everything after the limits, the look-up included, is a queued job, whatever the address: a registered
 * address costs a token row and a mail, and an answer that waited for them would be slower for it.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  // Strangers asking for this address cannot stop its owner asking (recovery-limits.ts).
  await enterRecoveryLimits("reset-request", email, ip, {
    perClient: LIMITS.resetRequestPerIp,
    perPair: LIMITS.resetRequest,
    perAddress: LIMITS.resetRequestPerAddress,
  });
  await enqueue(await getDb(), PASSWORD_RESET_JOB, { email }, { sealed: true });
}

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
