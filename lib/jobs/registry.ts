// What each kind of job does. A handler either runs inside a transaction that also marks its job DONE
// (`transactional`: its database writes, and the jobs it enqueues, happen exactly once), or does something
// outside the database (sending a mail) and the job is marked DONE right after it.
import type { Executor } from "@/db/client";

export type JobRow = {
  id: number;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  attempts: number;
  maxAttempts: number;
};

export type JobContext = { job: JobRow; exec: Executor };

export type JobHandler = (payload: never, ctx: JobContext) => Promise<void>;

export type JobKindOptions = {
  transactional?: boolean;
  /** How long a claimed job is held before another worker may take it over (ms). */
  leaseMs?: number;
};

type Registered = { handler: JobHandler; options: JobKindOptions };

const g = globalThis as unknown as { __apexJobHandlers?: Map<string, Registered> };
const handlers = (g.__apexJobHandlers ??= new Map());

export function registerJob<P>(
  kind: string,
  handler: (payload: P, ctx: JobContext) => Promise<void>,
  options: JobKindOptions = {},
): void {
  handlers.set(kind, { handler: handler as JobHandler, options });
}

export function jobKind(kind: string): Registered | undefined {
  return handlers.get(kind);
}
