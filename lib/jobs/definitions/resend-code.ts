// A new verification code asked for (lib/auth/resend-code.ts): the look-up and the mail, queued whatever the
// address so the answer's timing says nothing.
import { z } from "zod";
import { LOCALES } from "@/i18n/config";
import { defineJob } from "../define-job";

export const resendCodeJob = defineJob({
  kind: "resend-code",
  // The language of the request asking, for an account with none saved yet (the job has no request).
  schema: z.object({ email: z.string(), locale: z.enum(LOCALES) }),
  transactional: true,
  defaults: { sealed: true },
  run: async () => {
    const { resendCodeJob } = await import("@/lib/auth/resend-code-job");
    return (payload, { exec }) => resendCodeJob(payload, exec);
  },
});
