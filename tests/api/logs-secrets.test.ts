// No secret reaches the log, whatever fails: secrets are sent through every kind of failure (a handler that
// throws with a password in the body, a database error over a token, a job dead-lettered over a code in its
// payload, a bad sign-in, a wrong PIN) and the whole captured output is searched for them. Both databases.
import { sql } from "drizzle-orm";
import { POST as changePin } from "@/app/api/auth/user/change-withdrawal-pin/route";
import { POST as setPin } from "@/app/api/auth/user/set-withdrawal-pin/route";
import { POST as signin } from "@/app/api/auth/signin/route";
import { users } from "@/db/schema";
import { publicRoute, userRoute } from "@/lib/api/route";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";
import { logError } from "@/lib/log-error";
import { areaLog, setLogLevel, setLogSink } from "@/lib/log/logger";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

const PASSWORD = "Hunter2-Secret-Passw0rd";
const TOKEN = "tok_5f1e0c9a7b3d4e2f8a6b0c1d";
const API_KEY = "sk_live_51HxAmplePrivateKey";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$HASHHASHHASH";
const CODE = "493817";
const PIN = "8461";
const COOKIE = "apex_session=cookie-value-9f8e7d6c";
const SECRETS = [PASSWORD, TOKEN, API_KEY, HASH, "HASHHASHHASH", CODE, "cookie-value-9f8e7d6c"];

let lines: string[] = [];
let printed: string[] = [];
beforeEach(() => {
  lines = [];
  printed = [];
  setLogSink({ write: (line) => void lines.push(line) });
  setLogLevel("trace");
  // Anything that still goes to the console is searched too.
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(" ")));
});
afterEach(() => {
  setLogSink(null);
  setLogLevel("warn");
  jest.restoreAllMocks();
});

const output = () => [...lines, ...printed].join("\n");
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any

function expectNoSecrets() {
  const text = output();
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  // A PIN is four digits: found only as a value of its own, not inside an id, a time or a UUID.
  expect(text).not.toMatch(new RegExp(`(?<![0-9a-f:.-])${PIN}(?![0-9a-f])`));
  // Each line is one JSON object on one line.
  for (const line of lines) {
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1)).not.toContain("\n");
  }
}

/** A handler the test made (no route file, so not in the API document): called as Next would. */
function send(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const req = new Request("http://localhost:3000/api/probe", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return handler(req, { params: Promise.resolve({}) });
}

/** The error line of the failure, with its `err`. */
const errorLine = () => entries().find((e) => e.level === "error" && e.err);

it("a handler that throws with a password in the body, a token and a cookie in the headers: a 500, none of them logged", async () => {
  const handler = publicRoute(async ({ req }) => {
    const body = (await req.json()) as { password: string };
    // The worst a bug could do: an error carrying the request's values, and a line that names them.
    areaLog("probe").info(
      { body, password: body.password, headers: { authorization: req.headers.get("authorization") } },
      "careless",
    );
    throw Object.assign(new Error("could not handle the request"), {
      body,
      headers: Object.fromEntries(req.headers),
    });
  });
  const res = await send(
    handler,
    { email: "a@example.com", password: PASSWORD, apiKey: API_KEY },
    {
      authorization: `Bearer ${TOKEN}`,
      cookie: COOKIE,
    },
  );
  expect(res.status).toBe(500);
  const err = errorLine()!;
  expect(err).toMatchObject({ area: "api", msg: "unhandled error", reqId: res.headers.get("x-request-id") });
  expect(err.err).toMatchObject({ type: "Error", message: "could not handle the request" });
  expect(err.err.stack).toMatch(/^Error: could not handle the request\n\s+at /);
  expect(entries().find((e) => e.msg === "request")).toMatchObject({ status: 500, route: "/api/probe" });
  expectNoSecrets();
});

it("a database error over a token parameter (drizzle's params, the driver's parameters, Postgres quoting the value)", async () => {
  const handler = userRoute(async () => {
    await db().execute(sql`select ${TOKEN}::uuid`);
    return {};
  });
  const { token } = await createUser();
  const res = await send(handler, {}, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(500);
  const err = errorLine()!.err;
  expect(JSON.stringify(err)).toMatch(/invalid input syntax for type uuid/);
  expect(err.code ?? err.cause?.code).toBe("22P02");
  expect(output()).not.toContain(token);
  expectNoSecrets();
});

it("a failed insert whose parameters hold a password hash and a token", async () => {
  let caught: unknown;
  try {
    await db()
      .insert(users)
      .values({
        name: `Bad\u0000${TOKEN}`,
        email: `${TOKEN}@example.com`,
        phone: "+19995550100",
        passwordHash: HASH,
      });
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeDefined();
  logError("[probe] insert failed", caught);
  expect(errorLine()).toMatchObject({ area: "probe", msg: "insert failed" });
  expect(JSON.stringify(errorLine()!.err)).toContain('insert into \\"users\\"');
  expectNoSecrets();
});

it("a job dead-lettered over a code in its payload, queued by a request: the code is in no line", async () => {
  registerJob("logs-secret-probe", async (payload: { code: string }, { exec }) => {
    await exec.execute(sql`select ${payload.code}::uuid`);
  });
  const handler = publicRoute(async () => {
    await enqueue(
      db(),
      "logs-secret-probe",
      { code: CODE, to: "someone@example.com" },
      { maxAttempts: 1, sealed: true },
    );
    await enqueue(db(), "logs-secret-probe", { code: CODE }, { maxAttempts: 1 });
    return { ok: true };
  });
  const res = await send(handler, {});
  await runQueuedJobs();
  const failures = entries().filter((e) => e.area === "jobs" && e.level === "error");
  expect(failures).toHaveLength(2);
  for (const f of failures) {
    expect(f.reqId).toBe(res.headers.get("x-request-id"));
    expect(f.jobKind).toBe("logs-secret-probe");
    expect(f.msg).toMatch(/failed for good/);
  }
  expectNoSecrets();
});

it("a bad sign-in and a wrong withdrawal PIN: 4xx answers, nothing of what was typed logged", async () => {
  const { user, token } = await createUser({ password: PASSWORD });
  const wrong = await call(signin, "/api/auth/signin", {
    body: { email: user.email, password: `${PASSWORD}x` },
  });
  expect(wrong.status).toBe(401);
  expect(
    (await call(setPin, "/api/auth/user/set-withdrawal-pin", { token, body: { pin: "2580" } })).status,
  ).toBe(200);
  const res = await call(changePin, "/api/auth/user/change-withdrawal-pin", {
    token,
    body: { currentPin: PIN, newPin: PIN },
  });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(
    entries()
      .filter((e) => e.msg === "request")
      .map((e) => e.status),
  ).toEqual([401, 200, res.status]);
  expect(output()).not.toContain(user.email);
  expect(output()).not.toContain("2580");
  expectNoSecrets();
});

it("a secret passed to the logger by a known name is redacted", () => {
  areaLog("probe").warn(
    { password: PASSWORD, token: TOKEN, user: { pin: PIN, passwordHash: HASH }, apiKey: API_KEY },
    "named",
  );
  expect(entries()[0]).toMatchObject({
    password: "[redacted]",
    token: "[redacted]",
    user: { pin: "[redacted]" },
  });
  expectNoSecrets();
});
