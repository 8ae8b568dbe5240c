// The graceful shutdown sequence (lib/lifecycle/shutdown.ts): readiness turns 503 at once, new calls are
// refused with 503 and Retry-After, the calls in flight finish (up to the deadline), then the workers stop,
// then the database closes; and the signal listeners of `next start` still run, after it.
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { publicRoute } from "@/lib/api/route";
import {
  inFlightRequests,
  installShutdownSignals,
  isDraining,
  onShutdown,
  resetLifecycle,
  shutdown,
  shutdownTimeoutMs,
  trackRequest,
} from "@/lib/lifecycle/shutdown";

type Deferred = { promise: Promise<void>; resolve: () => void };
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const get = (handler: (req: Request) => Promise<Response>, path = "/api/x") =>
  handler(new Request(`http://localhost:3000${path}`));

beforeEach(() => resetLifecycle());
afterAll(() => resetLifecycle());

it("waits for the calls in flight, then stops the workers, then closes the database", async () => {
  const events: string[] = [];
  const release = deferred();
  const slow = publicRoute(async () => {
    await release.promise;
    events.push("request finished");
    return { ok: true };
  });
  const answer = get(slow);
  await Promise.resolve();
  expect(inFlightRequests()).toBe(1);
  onShutdown("worker", async () => void events.push("worker stopped"));
  const done = shutdown({ timeoutMs: 5000, closeDb: async () => void events.push("database closed") });
  expect(isDraining()).toBe(true);
  // Nothing stops while the call runs.
  await new Promise((r) => setTimeout(r, 50));
  expect(events).toEqual([]);
  release.resolve();
  expect((await answer).status).toBe(200);
  const report = await done;
  expect(events).toEqual(["request finished", "worker stopped", "database closed"]);
  expect(report).toMatchObject({ abandonedRequests: 0, hooks: { worker: "done" }, database: "closed" });
  expect(inFlightRequests()).toBe(0);
});

it("stops waiting at the deadline and still stops the workers and closes the database", async () => {
  trackRequest(); // a call that never finishes
  const closeDb = jest.fn(async () => {});
  const stop = jest.fn();
  onShutdown("worker", stop);
  const started = Date.now();
  const report = await shutdown({ timeoutMs: 200, closeDb });
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  expect(Date.now() - started).toBeLessThan(2000);
  expect(report.abandonedRequests).toBe(1);
  expect(stop).toHaveBeenCalledTimes(1);
  expect(closeDb).toHaveBeenCalledTimes(1);
});

it("refuses new calls with 503 and Retry-After while draining; liveness and readiness still answer", async () => {
  const handler = jest.fn(async () => ({ ok: true }));
  const route = publicRoute(handler);
  expect((await get(route)).status).toBe(200);
  // Readiness turns 503 from the first moment, before any call in flight has finished.
  trackRequest();
  void shutdown({ timeoutMs: 60_000, closeDb: async () => {} });

  const refused = await get(route);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(await refused.json()).toMatchObject({
    message: "The service is briefly unavailable. Please try again shortly.",
    code: "THE_SERVICE_IS_BRIEFLY_UNAVAILABLE_PLEASE_TRY_AGAIN_SHORTLY",
  });
  expect(handler).toHaveBeenCalledTimes(1);

  const alive = await get(health, "/api/health");
  expect(alive.status).toBe(200);
  expect(alive.headers.get("cache-control")).toBe("no-store");
  expect(await alive.json()).toEqual({ status: "ok" });

  const notReady = await get(ready, "/api/ready");
  expect(notReady.status).toBe(503);
  expect(notReady.headers.get("retry-after")).toBe("5");
  expect(notReady.headers.get("cache-control")).toBe("no-store");
  expect(await notReady.json()).toEqual({
    status: "unavailable",
    checks: { server: "draining", database: "unknown", migrations: "unknown" },
  });
});

it("goes on past a worker that throws or hangs", async () => {
  onShutdown("throws", () => {
    throw new Error("boom");
  });
  onShutdown("hangs", () => new Promise<void>(() => {}));
  onShutdown("fine", () => {});
  const closeDb = jest.fn(async () => {});
  const report = await shutdown({ timeoutMs: 0, closeDb });
  expect(report.hooks).toEqual({ throws: "failed", hangs: "timeout", fine: "done" });
  expect(closeDb).toHaveBeenCalledTimes(1);
});

it("runs once however often it is asked", async () => {
  const closeDb = jest.fn(async () => {});
  const first = shutdown({ timeoutMs: 100, closeDb });
  const second = shutdown({ timeoutMs: 100, closeDb });
  expect(await second).toBe(await first);
  expect(closeDb).toHaveBeenCalledTimes(1);
});

it("reads SHUTDOWN_TIMEOUT_MS, with 10 seconds by default", () => {
  expect(shutdownTimeoutMs(undefined)).toBe(10_000);
  expect(shutdownTimeoutMs("")).toBe(10_000);
  expect(shutdownTimeoutMs("abc")).toBe(10_000);
  expect(shutdownTimeoutMs("2500")).toBe(2500);
});

describe("signals", () => {
  const SIGNALS = ["SIGTERM", "SIGINT"] as const;
  let saved: Record<string, NodeJS.SignalsListener[]>;
  beforeEach(() => {
    saved = {};
    for (const s of SIGNALS) {
      saved[s] = process.listeners(s) as NodeJS.SignalsListener[];
      process.removeAllListeners(s);
    }
  });
  afterEach(() => {
    for (const s of SIGNALS) {
      process.removeAllListeners(s);
      for (const l of saved[s]) process.on(s, l);
    }
  });

  it("runs the sequence first, then the listeners `next start` had installed", async () => {
    const events: string[] = [];
    const nextCleanup = jest.fn((signal: string) => void events.push(`next closes (${signal})`));
    process.on("SIGTERM", nextCleanup);
    const exit = jest.fn();
    const opts = {
      timeoutMs: 1000,
      closeDb: async () => void events.push("database closed"),
      exit,
      log: () => {},
    };
    installShutdownSignals(opts);
    installShutdownSignals(opts); // a second register() in the same process changes nothing
    expect(process.listeners("SIGTERM")).not.toContain(nextCleanup);
    expect(process.listeners("SIGTERM")).toHaveLength(1);
    process.emit("SIGTERM");
    process.emit("SIGTERM"); // repeated: ignored
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(["database closed", "next closes (SIGTERM)"]);
    expect(nextCleanup).toHaveBeenCalledTimes(1);
    // Next.js exits by itself once its server has closed.
    expect(exit).not.toHaveBeenCalled();
  });

  it("exits by itself when nobody else listens (a custom server, NEXT_MANUAL_SIG_HANDLE)", async () => {
    const exit = jest.fn();
    const closeDb = jest.fn(async () => {});
    installShutdownSignals({ timeoutMs: 1000, closeDb, exit, log: () => {} });
    process.emit("SIGINT");
    await new Promise((r) => setTimeout(r, 50));
    expect(closeDb).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });
});
