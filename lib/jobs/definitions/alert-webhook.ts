// ALERT_WEBHOOK_URL: a change of a money condition posted as JSON (lib/alerts/webhook.ts enqueues it), retried
// with the queue's back-off when the receiver is down.
import { z } from "zod";
import { defineJob } from "../define-job";

export const alertWebhookPayload = z.object({
  text: z.string(),
  condition: z.string(),
  state: z.enum(["FIRING", "OK"]),
  since: z.string(),
  figure: z.string(),
});

export const alertWebhookJob = defineJob({
  kind: "alert-webhook",
  schema: alertWebhookPayload,
  run: () => import("@/lib/alerts/post-webhook").then((m) => m.postAlertWebhook),
});
