// The part of autocannon's programmatic API the benches use (the package ships no types).
declare module "autocannon" {
  type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (duration is then ignored). */
    amount?: number;
    /** Each request's own method, path, headers or body, decided as it is sent. */
    requests?: (RequestParams & { setupRequest?: (req: RequestParams) => RequestParams })[];
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
  /** A running measurement: awaited for its result, or stopped early. */
  export type Instance = PromiseLike<Result> & {
    stop: () => void;
    /** Every answer, as it arrives. */
    on: (event: "response", listener: () => void) => void;
  };
  export default function autocannon(options: Options): Instance;
}
