// Graceful shutdown of the long-lived server. On SIGTERM or SIGINT: readiness turns 503 at once (a load
// balancer stops sending traffic) and new API calls are refused with 503 and Retry-After; the calls in flight
// finish, up to a deadline; the background workers registered with onShutdown (the job worker, the interest
// schedule) stop and finish what they hold; the database pool closes; then the process exits.
//
// State lives on globalThis: Next.js compiles instrumentation.ts and each route into separate bundles, each
// with its own copy of this module, and they must all see one counter and one flag.

type Hook = () => void | Promise<void>;

type State = {
  draining: boolean;
  inFlight: number;
  /** Called whenever inFlight drops to zero. */
  idle: Set<() => void>;
  hooks: Map<string, Hook>;
  running?: Promise<ShutdownReport>;
  signalsInstalled?: boolean;
};

const g = globalThis as unknown as { __apexLifecycle?: State };

function state(): State {
  return (g.__apexLifecycle ??= { draining: false, inFlight: 0, idle: new Set(), hooks: new Map() });
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** SHUTDOWN_TIMEOUT_MS: how long the whole sequence may take before the process exits anyway. */
export function shutdownTimeoutMs(value = process.env.SHUTDOWN_TIMEOUT_MS): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/** True from the first shutdown signal on: readiness answers 503 and new API calls are refused. */
export function isDraining(): boolean {
  return state().draining;
}

/** Counts one request in flight; call the returned function (once; more calls do nothing) when it is done. */
export function trackRequest(): () => void {
  const s = state();
  s.inFlight++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    s.inFlight--;
    if (s.inFlight === 0) for (const resolve of [...s.idle]) resolve();
  };
}

export function inFlightRequests(): number {
  return state().inFlight;
}

/**
 * Registers work to stop at shutdown, after the requests in flight have finished and before the database
 * closes: a job worker stops claiming jobs and resolves once those it holds are done. The same name
 * registered again replaces the earlier hook (a module loaded twice registers once). Returns an unregister.
 */
export function onShutdown(name: string, fn: Hook): () => void {
  const hooks = state().hooks;
  hooks.set(name, fn);
  return () => {
    if (hooks.get(name) === fn) hooks.delete(name);
  };
}

export type ShutdownReport = {
  /** Requests still running when the deadline came (0 when all finished). */
  abandonedRequests: number;
  /** Each hook: finished, threw, or was still running at the deadline. */
  hooks: Record<string, "done" | "failed" | "timeout">;
  database: "closed" | "failed" | "timeout";
  ms: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** Resolves with "done", "failed" or, if `ms` passes first, "timeout"; never rejects. */
async function bounded(fn: () => unknown, ms: number): Promise<"done" | "failed" | "timeout"> {
  const work = Promise.resolve()
    .then(fn)
    .then(
      () => "done" as const,
      () => "failed" as const,
    );
  return Promise.race([work, sleep(Math.max(ms, 0)).then(() => "timeout" as const)]);
}

async function waitForIdle(ms: number): Promise<void> {
  const s = state();
  if (s.inFlight === 0) return;
  let resolve!: () => void;
  const idle = new Promise<void>((r) => (resolve = r));
  s.idle.add(resolve);
  try {
    await Promise.race([idle, sleep(ms)]);
  } finally {
    s.idle.delete(resolve);
  }
}

export type ShutdownOptions = {
  timeoutMs?: number;
  /** Closes the database pool (db/client.ts closeDbForShutdown). */
  closeDb: () => Promise<void>;
};

/**
 * The shutdown sequence, without exiting (installShutdownSignals exits). Started once: a second call (a
 * second signal) gets the first one's result.
 */
export function shutdown(opts: ShutdownOptions): Promise<ShutdownReport> {
  const s = state();
  s.running ??= (async () => {
    const started = Date.now();
    const timeoutMs = opts.timeoutMs ?? shutdownTimeoutMs();
    const left = () => Math.max(timeoutMs - (Date.now() - started), 0);
    s.draining = true;
    await waitForIdle(timeoutMs);
    const abandonedRequests = s.inFlight;
    // The workers get what is left of the deadline, but never nothing: a job being written must get the
    // chance to commit or roll back before its connection closes.
    const hookBudget = Math.max(left(), 1000);
    const entries = [...s.hooks.entries()];
    const results = await Promise.all(entries.map(([, fn]) => bounded(fn, hookBudget)));
    const hooks = Object.fromEntries(entries.map(([name], i) => [name, results[i]]));
    const closed = await bounded(opts.closeDb, Math.max(left(), 1000));
    const database = closed === "done" ? "closed" : closed;
    return { abandonedRequests, hooks, database, ms: Date.now() - started };
  })();
  return s.running;
}

type Signal = "SIGTERM" | "SIGINT";
type Listener = (signal: Signal) => void;

export type SignalOptions = ShutdownOptions & {
  /** Ends the process when nothing else does (defaults to process.exit). */
  exit?: (code: number) => void;
  log?: (line: string) => void;
};

/**
 * Runs the sequence on SIGTERM and SIGINT. `next start` already listens for both: it closes the HTTP server
 * (waiting for open connections), closes itself and exits 0, which would cut the sequence short. Its
 * listeners are therefore taken off and called after the sequence, so the server still closes the Next.js
 * way, only later. Without such listeners (a custom server, NEXT_MANUAL_SIG_HANDLE) the process exits here.
 */
export function installShutdownSignals(opts: SignalOptions): void {
  // Once per process: a second install would take the first one's listener for Next's and swallow the signal.
  if (state().signalsInstalled) return;
  state().signalsInstalled = true;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const log = opts.log ?? ((line: string) => console.log(line));
  const timeoutMs = opts.timeoutMs ?? shutdownTimeoutMs();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const earlier = process.listeners(signal) as Listener[];
    for (const listener of earlier) process.removeListener(signal, listener);
    process.on(signal, () => {
      if (isDraining()) return; // a repeated signal (a shell's ^C reaches every child) changes nothing
      log(`[shutdown] ${signal}: draining (up to ${timeoutMs} ms)`);
      void shutdown({ ...opts, timeoutMs }).then((report) => {
        log(`[shutdown] done: ${JSON.stringify(report)}`);
        for (const listener of earlier) listener(signal);
        // Next.js exits once its server has closed; should a connection hold it open, exit regardless.
        if (earlier.length) setTimeout(() => exit(0), 5000).unref();
        else exit(0);
      });
    });
  }
}

/** Tests: back to a fresh process's state. */
export function resetLifecycle(): void {
  g.__apexLifecycle = undefined;
}
