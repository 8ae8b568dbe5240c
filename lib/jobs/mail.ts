// E-mail through the queue: the rendered message is enqueued (encrypted: it may hold a code or a reset link)
// in the transaction of the change it reports, and sent by a worker after the commit. The sending job is
// marked DONE right after the mail server accepted the message; its Message-ID is fixed by the job, so in the
// rare case of a worker stopping between the two, the second copy a retry sends is the same message.
import type { Executor } from "@/db/client";
import { sendMail, type Mail } from "@/lib/email/send-mail";
import { env } from "@/lib/env";
import { enqueue } from "./queue";
import { registerJob } from "./registry";

export const MAIL_JOB = "mail";
/** With the back-off of lib/jobs/worker.ts, about two hours of a refusing mail server before a dead letter. */
export const MAIL_MAX_ATTEMPTS = 12;

/**
 * Queues one message. `dedupeKey` names its cause (e.g. `verification-code:<code row>`): the same cause
 * enqueued twice is mailed once.
 */
export async function enqueueMail(exec: Executor, mail: Omit<Mail, "messageId">, dedupeKey: string) {
  return enqueue(exec, MAIL_JOB, mail, {
    dedupeKey: `mail:${dedupeKey}`,
    sealed: true,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

function messageIdFor(jobId: number): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(env().MAIL_FROM)?.[1] ?? "apex.local";
  return `<job-${jobId}@${domain}>`;
}

registerJob<Mail>(MAIL_JOB, async (mail, { job }) => {
  await sendMail({ ...mail, messageId: messageIdFor(job.id) });
});
