// E-mail through the queue: the rendered message is enqueued (encrypted: it may hold a code or a reset link)
// in the transaction of the change it reports, and sent by a worker after the commit
// (lib/jobs/definitions/mail.ts, lib/jobs/send-queued-mail.ts).
import type { Executor } from "@/db/client";
import type { Mail } from "@/lib/email/send-mail";
import { MAIL_MAX_ATTEMPTS, mailJob } from "./definitions/mail";

export { MAIL_MAX_ATTEMPTS };
export const MAIL_JOB = mailJob.kind;

/**
 * Queues one message. `dedupeKey` names its cause (e.g. `verification-code:<code row>`): the same cause
 * enqueued twice is mailed once.
 */
export async function enqueueMail(exec: Executor, mail: Omit<Mail, "messageId">, dedupeKey: string) {
  return mailJob.enqueue(exec, mail, { dedupeKey: `mail:${dedupeKey}` });
}
