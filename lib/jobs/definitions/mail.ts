// A queued e-mail (lib/jobs/mail.ts enqueues it): the rendered message, encrypted while it waits.
import { z } from "zod";
import { defineJob } from "../define-job";

/** With the back-off of lib/jobs/worker.ts, about two hours of a refusing mail server before a dead letter. */
export const MAIL_MAX_ATTEMPTS = 12;

export const mailPayload = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** The account the mail is about when its address may no longer be the account's (lib/email/send-mail.ts). */
  userId: z.number().int().optional(),
});

export const mailJob = defineJob({
  kind: "mail",
  schema: mailPayload,
  // It may hold a code or a reset link.
  defaults: { sealed: true, maxAttempts: MAIL_MAX_ATTEMPTS },
  run: () => import("@/lib/jobs/send-queued-mail").then((m) => m.sendQueuedMail),
});
