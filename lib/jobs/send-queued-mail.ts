// The mail job's handler (lib/jobs/definitions/mail.ts): the job is marked DONE right after the mail server
// accepted the message; its Message-ID is fixed by the job, so in the rare case of a worker stopping between
// the two, the second copy a retry sends is the same message.
import { sendMail, type Mail } from "@/lib/email/send-mail";
import { env } from "@/lib/env";
import type { JobContext } from "./define-job";

function messageIdFor(jobId: number): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(env().MAIL_FROM)?.[1] ?? "apex.local";
  return `<job-${jobId}@${domain}>`;
}

export async function sendQueuedMail(mail: Omit<Mail, "messageId">, { job }: JobContext): Promise<void> {
  await sendMail({ ...mail, messageId: messageIdFor(job.id) });
}
