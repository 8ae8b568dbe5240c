import { inBackground } from "@/lib/jobs/in-background";
import { LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { enterRecoveryLimits } from "./recovery-limits";
import { issueVerificationCode } from "./verification-code";

export const RESEND_CODE_SENT = "If this email is awaiting verification, a new code has been sent.";

/**
 * A fresh code for an existing unverified account; the caller's answer is the same in every case, and so
 * is its timing: the look-up and the mail run after the answer (see request-password-reset.ts).
 */
export async function resendVerificationCode(email: string, ip: string): Promise<void> {
  // Strangers asking for this address cannot stop its owner asking (recovery-limits.ts).
  await enterRecoveryLimits("resend-code", email, ip, {
    perClient: LIMITS.resendCodePerIp,
    perPair: LIMITS.resendCode,
    perAddress: LIMITS.resendCodePerAddress,
  });
  inBackground("resend-code", async () => {
    const user = await findLiveUserByEmail(email);
    if (user && !user.emailVerifiedAt) await issueVerificationCode(user);
  });
}
