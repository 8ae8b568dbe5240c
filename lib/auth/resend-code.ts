import { getDb } from "@/db/client";
import { requestLocaleOrDefault } from "@/lib/i18n/server-translator";
import { resendCodeJob } from "@/lib/jobs/definitions/resend-code";
import { LIMITS } from "@/lib/rate-limit";
import { enterRecoveryLimits } from "./recovery-limits";

export const RESEND_CODE_SENT = "If this email is awaiting verification, a new code has been sent.";

/**
 * A fresh code for an existing unverified account; the caller's answer is the same in every case, and so
 * is its timing: the look-up and the mail are a queued job whatever the address (see request-password-reset.ts).
 */
export async function resendVerificationCode(email: string, ip: string): Promise<void> {
  // Strangers asking for this address cannot stop its owner asking (recovery-limits.ts).
  await enterRecoveryLimits("resend-code", email, ip, {
    perClient: LIMITS.resendCodePerIp,
    perPair: LIMITS.resendCode,
    perAddress: LIMITS.resendCodePerAddress,
  });
  // The language of the request asking, for an account with none saved yet (the job has no request).
  // The job (lib/jobs/definitions/resend-code.ts) runs lib/auth/resend-code-job.ts.
  await resendCodeJob.enqueue(await getDb(), { email, locale: await requestLocaleOrDefault() });
}
