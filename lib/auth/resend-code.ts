import { getDb, type Executor } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { requestLocaleOrDefault } from "@/lib/i18n/server-translator";
import { enqueue } from "@/lib/jobs/queue";
import { LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { enterRecoveryLimits } from "./recovery-limits";
import { issueVerificationCode } from "./verification-code";

export const RESEND_CODE_SENT = "If this email is awaiting verification, a new code has been sent.";

/** The queued job (lib/jobs/kinds.ts) that looks the address up and mails a code. */
export const RESEND_CODE_JOB = "resend-code";

type ResendCode = { email: string; locale: Locale };

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
  const job: ResendCode = { email, locale: await requestLocaleOrDefault() };
  await enqueue(await getDb(), RESEND_CODE_JOB, job, { sealed: true });
}

/** The job, in its transaction. */
export async function resendCodeJob({ email, locale }: ResendCode, exec: Executor): Promise<void> {
  const user = await findLiveUserByEmail(email, exec);
  if (user && !user.emailVerifiedAt) await issueVerificationCode(exec, user, locale);
}
