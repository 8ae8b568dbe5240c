import { getDb } from "@/db/client";
import { passwordResetJob } from "@/lib/jobs/definitions/password-reset";
import { LIMITS } from "@/lib/rate-limit";
import { enterRecoveryLimits } from "./recovery-limits";

export const RESET_LINK_SENT = "If this email exists, a reset link has been sent.";

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
  // The job (lib/jobs/definitions/password-reset.ts) runs lib/auth/mail-reset-link.ts.
  await passwordResetJob.enqueue(await getDb(), { email });
}
