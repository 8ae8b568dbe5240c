import { inBackground } from "@/lib/jobs/in-background";
import { consume, LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { issueVerificationCode } from "./verification-code";

export const RESEND_CODE_SENT = "If this email is awaiting verification, a new code has been sent.";

/**
 * A fresh code for an existing unverified account; the caller's answer is the same in every case, and so
 * is its timing: the look-up and the mail run after the answer (see request-password-reset.ts).
 */
export async function resendVerificationCode(email: string, ip: string): Promise<void> {
  await consume(`resend-code:ip:${ip}`, LIMITS.resendCodePerIp);
  await consume(`resend-code:${email}`, LIMITS.resendCode);
  inBackground("resend-code", async () => {
    const user = await findLiveUserByEmail(email);
    if (user && !user.emailVerifiedAt) await issueVerificationCode(user);
  });
}
