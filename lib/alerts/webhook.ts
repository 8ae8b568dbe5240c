// ALERT_WEBHOOK_URL: each change of a money condition posted as JSON through the queue (retried with the
// queue's back-off when the receiver is down), with a Slack-compatible `text` and the details.
import type { Executor } from "@/db/client";
import { env } from "@/lib/env";
import type { z } from "zod";
import { alertWebhookJob, type alertWebhookPayload } from "@/lib/jobs/definitions/alert-webhook";

export type AlertWebhookBody = z.infer<typeof alertWebhookPayload>;

/** Queues the post when a webhook is set; the dedupe key names the change, so it is posted once. */
export async function enqueueAlertWebhook(exec: Executor, body: AlertWebhookBody): Promise<void> {
  if (!env().ALERT_WEBHOOK_URL) return;
  // The job (lib/jobs/definitions/alert-webhook.ts) runs lib/alerts/post-webhook.ts.
  await alertWebhookJob.enqueue(exec, body, {
    dedupeKey: `alert-webhook:${body.condition}:${body.state}:${body.since}`,
  });
}
