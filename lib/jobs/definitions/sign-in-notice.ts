// What a user hears of a new sign-in (lib/auth/sign-in-notice.ts), queued in the sign-in's transaction.
import { z } from "zod";
import { defineJob } from "../define-job";

/**
 * `at` is the session's creation time, ISO 8601. `newDevice` is decided in the sign-in's own transaction; a job
 * queued before it was part of the payload decides from the sessions table. `passkey`: the name of the passkey
 * the sign-in was made with (absent for a password sign-in).
 */
export const signInNoticePayload = z.object({
  userId: z.number().int(),
  sessionId: z.string(),
  device: z.string(),
  ip: z.string(),
  at: z.string(),
  newDevice: z.boolean().optional(),
  passkey: z.string().optional(),
});

export const signInNoticeJob = defineJob({
  kind: "sign-in-notice",
  schema: signInNoticePayload,
  transactional: true,
  defaults: { sealed: true },
  run: async () => {
    const { noticeSignIn } = await import("@/lib/auth/sign-in-notice");
    return (signIn, { exec }) => noticeSignIn(signIn, exec);
  },
});
