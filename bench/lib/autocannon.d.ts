// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  };
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
