// A password reset asked for (lib/auth/request-password-reset.ts): the look-up and the mailed link, queued
// whatever the address so the answer's timing says nothing.
import { z } from "zod";
import { defineJob } from "../define-job";

export const passwordResetJob = defineJob({
  kind: "password-reset",
  schema: z.object({ email: z.string() }),
  transactional: true,
  defaults: { sealed: true },
  run: async () => {
    const { mailResetLink } = await import("@/lib/auth/mail-reset-link");
    return (payload, { exec }) => mailResetLink(payload, exec);
  },
});
