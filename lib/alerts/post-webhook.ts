// The alert-webhook job's handler (lib/jobs/definitions/alert-webhook.ts; lib/alerts/webhook.ts queues it).
import { env } from "@/lib/env";
import type { AlertWebhookBody } from "./webhook";

const TIMEOUT_MS = 10_000;

export async function postAlertWebhook(body: AlertWebhookBody): Promise<void> {
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
}
