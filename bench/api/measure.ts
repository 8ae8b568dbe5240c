// One autocannon measurement, checked: every answer must be a 2xx (a 401 measured fast is no figure).
import fs from "node:fs";
import autocannon from "autocannon";

export type Target = {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** The bench-only handler doing the same query without authentication, if this is a real route. */
  twin?: string;
  /** Sends the investor's bearer token, or the administrator's. */
  signedIn?: boolean | "admin";
  /** A page, not an API call: the HTML a browser is sent. */
  page?: boolean;
};

export type Tokens = { investor: string; admin: string };

/** cpuUs: the server process's CPU time (all its threads: the thread pool and GC too) per request. On a
 *  shared machine it moves much less than req/s, which also counts the time other work took the cores. */
export type Sample = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  cpuUs: number;
  pgCpuUs: number;
};

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** utime + stime of a process in µs, from /proc (Linux); NaN elsewhere (0 for a process gone since). */
function cpuTimeUs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** CPU time of Postgres backends in µs by pid (those `pids` lists, read before and after a measurement). */
function backendCpu(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuTimeUs(pid)]));
}

/** `pgPids`: the Postgres backends serving the server (its pool's connections to the bench database), so the
 *  database's CPU per request is counted beside the server's: both share the machine's cores. */
export async function measure(
  server: { base: string; pid: number },
  target: Target,
  tokens: Tokens,
  connections: number,
  seconds: number,
  pgPids: () => Promise<number[]> = async () => [],
): Promise<Sample> {
  const pgBefore = backendCpu(await pgPids());
  const cpuBefore = cpuTimeUs(server.pid);
  const result = await autocannon({
    url: server.base + target.path,
    method: target.method,
    headers: {
      ...(target.signedIn
        ? { authorization: `Bearer ${target.signedIn === "admin" ? tokens.admin : tokens.investor}` }
        : {}),
      ...(target.page ? { accept: "text/html" } : {}),
      ...(target.method === "POST" ? { "content-type": "application/json" } : {}),
    },
    body: target.method === "POST" ? "{}" : undefined,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(statuses ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  const cpuAfter = cpuTimeUs(server.pid);
  // A backend opened during the run counts from zero (its whole life is in the run).
  let pgUs = 0;
  for (const [pid, after] of backendCpu(await pgPids())) {
    const used = after - (pgBefore.get(pid) ?? 0);
    if (Number.isFinite(used)) pgUs += used;
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuUs: (cpuAfter - cpuBefore) / result.requests.total,
    pgCpuUs: pgUs / result.requests.total,
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
