// The resend-code job's handler (lib/jobs/definitions/resend-code.ts; lib/auth/resend-code.ts queues it).
import type { Executor } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { findLiveUserByEmail } from "./find-user";
import { issueVerificationCode } from "./verification-code";

type ResendCode = { email: string; locale: Locale };

/** The job, in its transaction. */
export async function resendCodeJob({ email, locale }: ResendCode, exec: Executor): Promise<void> {
  const user = await findLiveUserByEmail(email, exec);
  if (user && !user.emailVerifiedAt) await issueVerificationCode(exec, user, locale);
}
