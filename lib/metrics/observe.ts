// What this process counts as it works: each API request's duration (from the request log's hook, which knows
// the route's pattern) and each job try's outcome. No database, nothing awaited on the request's path.
import { onRequestDone } from "@/lib/log/request-log";
import { metrics } from "./registry";

const g = globalThis as unknown as { __apexHttpMetrics?: boolean };

// Once per process, however many copies of this module Next.js loads (the listeners live on globalThis too).
if (!g.__apexHttpMetrics) {
  g.__apexHttpMetrics = true;
  onRequestDone(({ method, route, status, durationMs }) =>
    metrics().httpDuration.observe({ method, route, status: String(status) }, durationMs / 1000),
  );
}

export type JobOutcome = "done" | "retry" | "dead";

export function countJobRun(kind: string, outcome: JobOutcome): void {
  metrics().jobRuns.inc({ kind, outcome });
}
