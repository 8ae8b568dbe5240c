// The server log's request lines: one JSON line per API call with its id, method, route pattern, status,
// duration and the caller's id (never the e-mail); X-Request-Id taken from a trusted proxy only and sent back;
// every line written meanwhile, and the lines of the jobs the request queued, carry the same id.
import { GET as adminKyc } from "@/app/api/admin/kyc/[id]/route";
import { GET as health } from "@/app/api/health/route";
import { publicRoute } from "@/lib/api/route";
import { ROUTE_TABLE } from "@/lib/api/route-table";
import { resetEnvCache } from "@/lib/env";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";
import { areaLog, setLogLevel, setLogSink } from "@/lib/log/logger";
import { onRequestDone, routePattern, type RequestDone } from "@/lib/log/request-log";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

let lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const requestLines = () => logged().filter((l) => l.msg === "request");

beforeEach(() => {
  lines = [];
  setLogSink({ write: (line) => void lines.push(line) });
  setLogLevel("info");
});
afterEach(() => {
  setLogSink(null);
  setLogLevel("warn");
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

function trustProxy(value: string | undefined) {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  resetEnvCache();
}

/** A handler the test made (no route file, so not in the API document): called as Next would. */
async function direct(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: RequestInit = {},
) {
  const headers = { "content-type": "application/json", ...(init.headers as Record<string, string>) };
  return handler(new Request(new URL(path, "http://localhost:3000"), { ...init, headers }), {
    params: Promise.resolve({}),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("one line per request", () => {
  it("names the route's pattern, the status, the duration and the administrator's id, never the e-mail", async () => {
    const { user, token } = await createUser({ role: "ADMIN" });
    const res = await call(adminKyc, "/api/admin/kyc/987654", { token, params: { id: "987654" } });
    expect(res.status).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    expect(lines[0].trimEnd()).not.toContain("\n");
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: "info",
      area: "http",
      method: "GET",
      route: "/api/admin/kyc/{id}",
      status: 404,
      userId: user.id,
      reqId: res.headers.get("x-request-id"),
    });
    expect(typeof line.durationMs).toBe("number");
    expect(lines[0]).not.toContain(user.email);
    expect(lines[0]).not.toContain("987654");
    expect(lines[0]).not.toContain(token);
  });

  it("has no userId when nobody is signed in, and a refused call is logged too", async () => {
    await call(health, "/api/health");
    const res = await call(adminKyc, "/api/admin/kyc/5", { params: { id: "5" } });
    expect(res.status).toBe(401);
    const [ok, refused] = requestLines();
    expect(ok).toMatchObject({ method: "GET", route: "/api/health", status: 200 });
    expect(ok).not.toHaveProperty("userId");
    expect(refused).toMatchObject({ route: "/api/admin/kyc/{id}", status: 401 });
    expect(refused).not.toHaveProperty("userId");
  });

  it("tells the metrics' listener the same method, pattern, status and duration", async () => {
    const seen: RequestDone[] = [];
    const stop = onRequestDone((d) => seen.push(d));
    await call(health, "/api/health");
    stop();
    await call(health, "/api/health");
    expect(seen).toEqual([
      { method: "GET", route: "/api/health", status: 200, durationMs: expect.any(Number) },
    ]);
  });
});

describe("routePattern", () => {
  it("names each parameter's segment, from the right, and leaves fixed segments alone", () => {
    expect(routePattern("/api/transactions/42", { id: "42" })).toBe("/api/transactions/{id}");
    expect(routePattern("/api/admin/kyc/7/documents/selfie", { id: "7", kind: "selfie" })).toBe(
      "/api/admin/kyc/{id}/documents/{kind}",
    );
    // A value equal to a fixed segment: only the parameter's own place is named.
    expect(routePattern("/api/users/users", { id: "users" })).toBe("/api/users/{id}");
    expect(routePattern("/api/x/a%20b", { id: "a b" })).toBe("/api/x/{id}");
    expect(routePattern("/api/health", {})).toBe("/api/health");
  });

  it("gives every route of the table its own path, with {name} for each parameter", () => {
    for (const { path } of ROUTE_TABLE) {
      const names = [...path.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
      // Values that could be mistaken for fixed segments: the parameter's own name, and the same for all.
      for (const value of [(n: string) => `${n}`, () => "7"]) {
        const params = Object.fromEntries(names.map((n) => [n, value(n)]));
        const concrete = path.replace(/\[(\w+)\]/g, (_, n: string) => value(n));
        expect(routePattern(concrete, params)).toBe(path.replace(/\[(\w+)\]/g, "{$1}"));
      }
    }
  });
});

describe("X-Request-Id", () => {
  const forwarded = { "x-request-id": "proxy-id-1234" };

  it("without a trusted proxy, a client's id is ignored: a fresh one is made and sent back", async () => {
    trustProxy(undefined);
    const res = await call(health, "/api/health", { headers: forwarded });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(requestLines()[0].reqId).toBe(id);
    const again = await call(health, "/api/health");
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });

  it("behind a trusted proxy, its id is kept and sent back; a malformed one is replaced", async () => {
    trustProxy("1");
    const res = await call(health, "/api/health", { headers: forwarded });
    expect(res.headers.get("x-request-id")).toBe("proxy-id-1234");
    expect(requestLines()[0].reqId).toBe("proxy-id-1234");
    const bad = await call(health, "/api/health", { headers: { "x-request-id": "two words\u0007" } });
    expect(bad.headers.get("x-request-id")).toMatch(UUID);
    const long = await call(health, "/api/health", { headers: { "x-request-id": "x".repeat(200) } });
    expect(long.headers.get("x-request-id")).toMatch(UUID);
  });

  it("every line written while handling the request, and the lines of the job it queued, carry it", async () => {
    registerJob("logs-probe", async (payload: { n: number }) => {
      areaLog("probe").info({ n: payload.n }, "job ran");
    });
    const handler = publicRoute(async () => {
      areaLog("probe").warn("inside the handler");
      await enqueue(db(), "logs-probe", { n: 7 });
      return { ok: true };
    });
    const res = await direct(handler, "/api/probe", { method: "POST", body: "{}" });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    await runQueuedJobs();
    const inside = logged().find((l) => l.msg === "inside the handler");
    const ran = logged().find((l) => l.msg === "job ran");
    expect(inside).toMatchObject({ area: "probe", reqId: id, level: "warn" });
    expect(ran).toMatchObject({ area: "probe", reqId: id, jobKind: "logs-probe", n: 7 });
    expect(typeof ran!.jobId).toBe("number");
    // The handler got its payload as queued, without the request's id beside it.
    expect(ran).not.toHaveProperty("payload");
  });

  it("a job queued outside any request carries no request id", async () => {
    registerJob("logs-probe-lone", async () => {
      areaLog("probe").info("lone job ran");
    });
    await enqueue(db(), "logs-probe-lone", { n: 1 });
    await runQueuedJobs();
    const ran = logged().find((l) => l.msg === "lone job ran");
    expect(ran).toMatchObject({ jobKind: "logs-probe-lone" });
    expect(ran).not.toHaveProperty("reqId");
  });
});
