// A database that is down, restarting or full is a 503 with Retry-After, not a 500 (lib/api/route.ts
// `errorResponse`, lib/db-errors.ts); readiness says which check failed, in a word, with no error text
// (lib/lifecycle/readiness.ts). Real outages on Postgres: tests/api/postgres-outage.test.ts.
import { closeDb, closeDbForShutdown, getDb, installDb } from "@/db/client";
import journal from "@/db/migrations/meta/_journal.json";
import { errorResponse } from "@/lib/api/route";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { readiness, registerReadinessProbe } from "@/lib/lifecycle/readiness";
import { resetLifecycle } from "@/lib/lifecycle/shutdown";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
/** drizzle wraps the driver's error in `cause`, with the query and its parameters in its own message. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error("Failed query: select 1\nparams: secret@example.com"), { cause });

const UNAVAILABLE: [string, unknown][] = [
  ["nobody listening", withCode("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.7:5432")],
  [
    "nobody listening on either address of a dual-stack host",
    Object.assign(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]), {
      code: "ECONNREFUSED",
    }),
  ],
  ["a connection reset", wrapped(withCode("ECONNRESET"))],
  ["postgres.js: closed under a query", wrapped(withCode("CONNECTION_CLOSED"))],
  ["postgres.js: pool ended", withCode("CONNECTION_ENDED")],
  ["postgres.js: connect timeout", withCode("CONNECT_TIMEOUT")],
  ["admin shutdown (57P01)", wrapped(withCode("57P01"))],
  ["the server starting up (57P03)", withCode("57P03")],
  ["too many connections (53300)", withCode("53300")],
  ["connection failure (08006)", withCode("08006")],
];

const NOT_UNAVAILABLE: [string, unknown][] = [
  ["a unique violation", wrapped(withCode("23505"))],
  ["a syntax error", withCode("42601")],
  ["a plain bug", new TypeError("undefined is not a function")],
];

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  error = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it.each(UNAVAILABLE)("%s: 503 with Retry-After and the shared error body", async (_name, err) => {
  expect(isDatabaseUnavailable(err)).toBe(true);
  const res = errorResponse(err);
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({
    message: "The service is briefly unavailable. Please try again shortly.",
    code: "THE_SERVICE_IS_BRIEFLY_UNAVAILABLE_PLEASE_TRY_AGAIN_SHORTLY",
    retryAfter: 5,
  });
  // Neither the answer nor the log line carries the error's text (hosts, queries, parameters).
  expect(text).not.toMatch(/10\.0\.0\.7|secret@|select/);
  expect(warn.mock.calls.flat().join(" ")).not.toMatch(/10\.0\.0\.7|secret@|select/);
  expect(error).not.toHaveBeenCalled();
});

it.each(NOT_UNAVAILABLE)("%s is still a 500 (a bug, logged)", (_name, err) => {
  expect(isDatabaseUnavailable(err)).toBe(false);
  expect(errorResponse(err).status).toBe(500);
  expect(error).toHaveBeenCalled();
});

describe("readiness against a database that misbehaves", () => {
  const JOURNAL_NEWEST = Math.max(...journal.entries.map((e) => e.when));
  const fakeDb = (execute: () => Promise<unknown>) =>
    installDb({ db: { execute } as never, close: async () => {}, kind: "postgres" });

  beforeEach(() => resetLifecycle());
  afterAll(() => closeDb());

  it("ready when the newest migration of the journal is applied", async () => {
    fakeDb(async () => [{ last: String(JOURNAL_NEWEST) }]);
    expect(await readiness()).toEqual({
      ready: true,
      checks: { server: "ok", database: "ok", migrations: "ok" },
    });
  });

  it("not ready when a migration is pending", async () => {
    fakeDb(async () => [{ last: String(JOURNAL_NEWEST - 1) }]);
    expect((await readiness()).checks).toMatchObject({ database: "ok", migrations: "pending" });
    fakeDb(async () => {
      throw withCode("42P01"); // no migrations table at all
    });
    expect(await readiness()).toMatchObject({
      ready: false,
      checks: { database: "ok", migrations: "pending" },
    });
  });

  it("not ready when the database refuses, and says so in a word", async () => {
    fakeDb(async () => {
      throw withCode("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.7:5432");
    });
    expect(await readiness()).toEqual({
      ready: false,
      checks: { server: "ok", database: "unreachable", migrations: "unknown" },
    });
  });

  it("not ready when the database does not answer in time", async () => {
    fakeDb(() => new Promise(() => {}));
    const started = Date.now();
    expect(await readiness({ dbTimeoutMs: 100 })).toEqual({
      ready: false,
      checks: { server: "ok", database: "timeout", migrations: "unknown" },
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("counts the job worker once it has registered", async () => {
    fakeDb(async () => [{ last: String(JOURNAL_NEWEST) }]);
    let running = true;
    const unregister = registerReadinessProbe("jobs", () => running);
    try {
      expect(await readiness()).toMatchObject({ ready: true, checks: { jobs: "ok" } });
      running = false;
      expect(await readiness()).toMatchObject({ ready: false, checks: { jobs: "stopped" } });
    } finally {
      unregister();
    }
    expect((await readiness()).checks).not.toHaveProperty("jobs");
  });
});

it("after a graceful shutdown closed the pool, a late caller gets an ended pool's error (a 503), not a new pool", async () => {
  const close = jest.fn(async () => {});
  installDb({ db: {} as never, close, kind: "postgres" });
  await closeDbForShutdown();
  expect(close).toHaveBeenCalledTimes(1);
  const late = await getDb().then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(isDatabaseUnavailable(late)).toBe(true);
  expect(errorResponse(late).status).toBe(503);
  // A test (or a restart in the same process) installing a database opens it again.
  installDb({ db: { marker: 1 } as never, close, kind: "postgres" });
  expect(await getDb()).toEqual({ marker: 1 });
  await closeDb();
});
