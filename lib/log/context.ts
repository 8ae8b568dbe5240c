// What every log line written while handling one request (or running one job) carries: the request's id, and
// for a job its own id and kind. Kept in an AsyncLocalStorage so code deep in lib/ logs without being handed
// it. One store per process on globalThis: Next.js loads this module once per bundle (instrumentation, each
// route), and a line must find the context whichever copy set it.
import { AsyncLocalStorage } from "node:async_hooks";

export type LogContext = {
  reqId?: string;
  /** Set by the route wrapper once the caller is authenticated. */
  userId?: number;
  jobId?: number;
  jobKind?: string;
};

const g = globalThis as unknown as { __apexLogContext?: AsyncLocalStorage<LogContext> };
const storage = (g.__apexLogContext ??= new AsyncLocalStorage<LogContext>());

export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/** The id of the request (or of the request that queued the job) being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}
