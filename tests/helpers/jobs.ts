// Tests have no job worker running (instrumentation.ts starts it in a server): what a request queued (its
// e-mails, a sign-in's notice) is run here, where a test then reads the outbox or the notifications.
import { readOutbox, type OutboxMessage } from "@/lib/email/send-mail";
import { drainJobs } from "@/lib/jobs/worker";

/** Runs every due job, including those the jobs run queue, until none is due. */
export async function runQueuedJobs(): Promise<number> {
  return drainJobs();
}

/** The outbox of `address` once the queued jobs have run (the newest first). */
export async function mailedTo(address: string): Promise<OutboxMessage[]> {
  await runQueuedJobs();
  return readOutbox(address);
}
