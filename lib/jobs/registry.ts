// Every kind of job the worker knows: the registry sits on top of the import graph, importing the definitions
// (lib/jobs/definitions/), which never import it; each handler loads when a job of its kind first runs.
import { z } from "zod";
import { defineJob, type JobContext, type JobDefinition } from "./define-job";
import { alertWebhookJob } from "./definitions/alert-webhook";
import { interestRunJob } from "./definitions/interest-run";
import { mailJob } from "./definitions/mail";
import { passwordResetJob } from "./definitions/password-reset";
import { resendCodeJob } from "./definitions/resend-code";
import { reservesSnapshotJob } from "./definitions/reserves-snapshot";
import { signInNoticeJob } from "./definitions/sign-in-notice";

export type { JobContext, JobRow } from "./define-job";

const DEFINITIONS: JobDefinition[] = [
  mailJob,
  signInNoticeJob,
  passwordResetJob,
  resendCodeJob,
  interestRunJob,
  reservesSnapshotJob,
  alertWebhookJob,
];

const byKind = new Map<string, JobDefinition>(DEFINITIONS.map((d) => [d.kind, d]));

export function jobDefinition(kind: string): JobDefinition | undefined {
  return byKind.get(kind);
}

/**
 * Tests only: a kind of their own, its payload taken as it is (enqueue it with lib/jobs/queue.ts's `enqueue`).
 * The application's kinds are definitions, listed above.
 */
export function registerJob<P>(
  kind: string,
  handler: (payload: P, ctx: JobContext) => Promise<void>,
  options: { transactional?: boolean; leaseMs?: number } = {},
): void {
  const definition = defineJob({
    kind,
    schema: z.unknown(),
    ...options,
    run: async () => (payload, ctx) => handler(payload as P, ctx),
  });
  byKind.set(kind, definition as JobDefinition);
}
