// The process's Prometheus registry: prom-client's default process metrics and the request histogram and job-run
// counter this process observes; the gauges read at scrape time join it on the first scrape (lib/metrics/scrape.ts),
// so every route, which loads this module, does not load what they read. One per process, kept on globalThis:
// Next.js may load this module more than once, and two registries would split the counts.
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

type Metrics = {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status">;
  jobRuns: Counter<"kind" | "outcome">;
};

const g = globalThis as unknown as { __apexMetrics?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "API requests by method, route pattern and status, by how long their answer took",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "apex_job_runs_total",
    help: "Job tries run by this process, by kind and outcome (done, retry, dead)",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  return { registry, httpDuration, jobRuns };
}

export const metrics = (): Metrics => (g.__apexMetrics ??= create());
