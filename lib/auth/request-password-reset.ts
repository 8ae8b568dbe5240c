import { getDb } from "@/db/client";
import { passwordResetTokens } from "@/db/schema";
import { sendMail } from "@/lib/email/send-mail";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { env, publicBaseUrl } from "@/lib/env";
import { inBackground } from "@/lib/jobs/in-background";
import { LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { enterRecoveryLimits } from "./recovery-limits";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token";

export const RESET_LINK_SENT = "If this email exists, a reset link has been sent.";

/**
 * Mails a one-hour, single-use reset link if the account exists; the caller's answer never says which.
 * Everything after the limits, the look-up included, runs after the answer: a registered address costs a
 * token row and a mail, and an answer that waited for them would be slower for a registered address.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  // Strangers asking for this address cannot stop its owner asking (recovery-limits.ts).
  await enterRecoveryLimits("reset-request", email, ip, {
    perClient: LIMITS.resetRequestPerIp,
    perPair: LIMITS.resetRequest,
    perAddress: LIMITS.resetRequestPerAddress,
  });
  inBackground("password-reset", () => mailResetLink(email));
}

async function mailResetLink(email: string): Promise<void> {
  const user = await findLiveUserByEmail(email);
  if (!user) return;
  const token = newResetToken();
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicBaseUrl()}/reset-password/${token}`;
  const t = await translatorFor(localeOf(user), "emails");
  await sendMail({
    to: user.email,
    subject: t("passwordReset.subject"),
    text: t("passwordReset.text", { name: user.name, link }),
  });
  if (!env().SMTP_URL) console.log(`[mail] password reset link for ${user.email}: ${link}`);
}
