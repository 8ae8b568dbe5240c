// Work that must not sit on a response's path, so the answer's timing cannot tell what the work was
// (e.g. whether an e-mail address has an account). Inside a Next.js request it runs after the response is
// sent (`after`, which also keeps a serverless function alive for it); elsewhere (tests, scripts) it
// starts at once and is not awaited.
import { after } from "next/server";
import { logError } from "@/lib/log-error";

const pending = new Set<Promise<void>>();

export function inBackground(label: string, task: () => Promise<void>): void {
  const run = () => task().catch((err) => logError(`[${label}] background step failed`, err));
  try {
    after(run);
    return;
  } catch {
    // `after` refuses outside a request scope.
  }
  const started = run().finally(() => pending.delete(started));
  pending.add(started);
}

/** Resolves once every background step started outside a request has finished (tests read the outbox). */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
