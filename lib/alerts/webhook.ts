// ALERT_WEBHOOK_URL: each change of a money condition posted as JSON through the queue (retried with the
// queue's back-off when the receiver is down), with a Slack-compatible `text` and the details.
import type { Executor } from "@/db/client";
import { env } from "@/lib/env";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";

export const ALERT_WEBHOOK_JOB = "alert-webhook";
const TIMEOUT_MS = 10_000;

export type AlertWebhookBody = {
  text: string;
  condition: string;
  state: "FIRING" | "OK";
  since: string;
  figure: string;
};

/** Queues the post when a webhook is set; the dedupe key names the change, so it is posted once. */
export async function enqueueAlertWebhook(exec: Executor, body: AlertWebhookBody): Promise<void> {
  if (!env().ALERT_WEBHOOK_URL) return;
  await enqueue(exec, ALERT_WEBHOOK_JOB, body, {
    dedupeKey: `alert-webhook:${body.condition}:${body.state}:${body.since}`,
  });
}

registerJob<AlertWebhookBody>(ALERT_WEBHOOK_JOB, async (body) => {
  const url = env().ALERT_WEBHOOK_URL;
  // Unset since it was queued: nobody to tell.
  if (!url) return;
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The URL may hold a secret (Slack's does): only the status goes into the job's error.
  if (!res.ok) throw new Error(`The alert webhook answered ${res.status}`);
});
