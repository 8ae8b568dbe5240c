// A kind of job is one definition (docs/decisions.md, "Durable jobs"): its name, the zod schema of its payload,
// whether it runs in a transaction that also marks it DONE, and its handler, loaded only when a job of the kind
// runs. Callers enqueue through the definition, so the payload is typed where it is written; the worker parses it
// with the schema before the handler sees it (a payload that does not parse is a dead letter at once).
//
// The import graph runs one way: callers and the registry (lib/jobs/registry.ts) import definitions; a definition
// imports this module and its handler lazily, never the registry or the worker.
import type { z } from "zod";
import type { Executor } from "@/db/client";
import { enqueue, type EnqueueOptions } from "./queue";

export type JobRow = {
  id: number;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  attempts: number;
  maxAttempts: number;
};

export type JobContext = { job: JobRow; exec: Executor };

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

type DefineJob<S extends z.ZodType> = {
  kind: string;
  schema: S;
  /**
   * The handler runs inside a transaction that also marks its job DONE (its database writes, and the jobs it
   * enqueues, happen exactly once); otherwise it does something outside the database (sending a mail) and the
   * job is marked DONE right after it.
   */
  transactional?: boolean;
  /** How long a claimed job is held before another worker may take it over (ms). */
  leaseMs?: number;
  /** Defaults for every enqueue of the kind (each enqueue may say otherwise). */
  defaults?: Pick<EnqueueOptions, "sealed" | "maxAttempts">;
  /** The handler, loaded when a job of the kind runs: `() => import("…").then((m) => m.handle)`. */
  run: () => Promise<JobHandler<z.output<S>>>;
};

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  kind: string;
  schema: S;
  transactional: boolean;
  leaseMs?: number;
  handler: () => Promise<JobHandler<z.output<S>>>;
  /**
   * Adds a job of this kind in `exec`'s transaction (or on its own when `exec` is the database). Returns the new
   * job's id, or null when a job with the same dedupe key already exists.
   */
  enqueue: (exec: Executor, payload: z.input<S>, options?: EnqueueOptions) => Promise<number | null>;
};

export function defineJob<S extends z.ZodType>(def: DefineJob<S>): JobDefinition<S> {
  return {
    kind: def.kind,
    schema: def.schema,
    transactional: def.transactional ?? false,
    leaseMs: def.leaseMs,
    handler: def.run,
    enqueue: (exec, payload, options = {}) =>
      enqueue(exec, def.kind, payload, { ...def.defaults, ...options }),
  };
}
