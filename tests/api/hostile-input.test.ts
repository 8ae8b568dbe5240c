// "No route answers 500 to anything a client can send": every route, as an administrator (or, for the
// investor-only money calls, as an investor), gets malformed JSON, wrong types, absurd numbers, huge strings,
// bad ids, ids beyond the id column, absurd and impossible dates, repeated query parameters and oversized
// bodies. Each answer must be a 4xx/2xx with a JSON `message`, never a 5xx; the new rules get exact statuses.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "@/db/client";
import { investmentPlans, users, withdrawalRequests } from "@/db/schema";
import { ROUTE_TABLE } from "@/lib/api/route-table";
import { TEXT_NOT_ALLOWED } from "@/lib/api/well-formed-text";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call, handle } from "../helpers/http";
import { kycFields, kycFormData, submitKyc } from "../helpers/kyc";
import { discoverRoutes, type Handler } from "../helpers/routes";

const { db } = setupTestDb();

let routes: [string, Handler][] = [];
let adminId: number;
let investorId: number;
/** Routes an administrator is refused (investor-only): they are exercised as an investor. */
const investorOnly = new Set<string>();
beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  routes = [...(await discoverRoutes()).entries()];
  adminId = (await createUser({ role: "ADMIN" })).user.id;
  investorId = (await createUser()).user.id;
  for (const [key, handler] of routes) {
    const [method, routePath] = key.split(" ");
    const probe = await send(method, routePath, handler, { body: method === "GET" ? undefined : {} });
    if (probe.status === 403) investorOnly.add(key);
  }
});
afterAll(() => jest.restoreAllMocks());

// Field names the contract uses anywhere, so hostile values reach the validators of every route.
const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "name",
  "phone",
  "code",
  "token",
  "currentPassword",
  "newPassword",
  "userId",
  "adminId",
  "currency",
  "asset",
  "amount",
  "reason",
  "date",
  "planId",
  "network",
  "address",
  "pin",
  "otp",
  "challenge",
  "currentPin",
  "newPin",
  "transactionPin",
  "subject",
  "message",
  "body",
  "priority",
  "recipients",
  "title",
  "content",
  "plan",
  "minimumAmount",
  "maximumAmount",
  "interestRate",
  "totalReturns",
  "recommended",
  "type",
  "status",
  "details",
  "planName",
  "usdEquivalent",
  "currency",
  "language",
  "autoRefresh",
  "emailFrequency",
  "investmentUpdates",
  "transactionAlerts",
  "weeklyReports",
  "systemUpdates",
  "loginNotifications",
  "sessionTimeout",
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  1.23456789012,
  "",
  " ",
  "NaN",
  "Infinity",
  "1e400",
  "-0.000000001",
  "0x10",
  "x".repeat(20000),
  [],
  {},
  [1, 2],
  { $ne: null },
  "2026-13-45",
  "'; drop table users; --",
  2147483648,
  "2147483648",
  Number.MAX_SAFE_INTEGER,
  "0000-01-01",
  "9999-12-31",
  "2024-02-30",
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const RAW_BODIES = ["{", "null", "[]", '"text"', "123", '{"email":', "\u0000"];
/** Ids no row can have: the id columns are Postgres `integer`, up to 2147483647. */
const OUT_OF_RANGE_IDS = ["2147483648", String(Number.MAX_SAFE_INTEGER)];
const BAD_IDS = ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%00", ...OUT_OF_RANGE_IDS];
/** Dates Postgres or JavaScript cannot hold, and a day that does not exist. */
const BAD_DATES = ["0000-01-01", "9999-12-31", "2024-02-30", "1999-12-31T00:00:00Z"];
const BAD_QUERIES: Record<string, string>[] = [
  { limit: "-1", offset: "abc", page: "0", action: "bogus", startDate: "not-a-date", endDate: "2026-99-99" },
  { limit: "1e9", offset: "-5", page: "99999999999", type: "NOT_A_TYPE", id: "abc" },
  { id: "1; select 1", type: "SUBSCRIPTION", startDate: "2026-01-01", endDate: "2025-01-01" },
  { from: "2026-02-30", to: "x".repeat(5000), format: "pdf", subscriptionId: "1e3" },
  { from: "2026-01-01", to: "2025-01-01", subscriptionId: "99999999999999999999" },
  ...BAD_DATES.flatMap((d): Record<string, string>[] => [{ startDate: d }, { endDate: d }]),
  ...OUT_OF_RANGE_IDS.map((id) => ({ id })),
];

// One session per caller, reused: thousands of calls would otherwise each sign in (a sessions row apiece).
// The routes that may end the caller's session or bump its token version start a new one after the call
// ("lock my account" is lifted first).
const tokens = new Map<number, string>();
const MAY_END_SESSION =
  /^(POST \/api\/auth\/(signout|change-password)|POST \/api\/users\/lock|DELETE \/api\/(auth\/sessions|users)\/\[id\])$/;

async function callerToken(callerId: number): Promise<string> {
  let token = tokens.get(callerId);
  if (!token) {
    await db().update(users).set({ lockedAt: null, lockedBy: null }).where(eq(users.id, callerId));
    const [user] = await db().select().from(users).where(eq(users.id, callerId));
    tokens.set(callerId, (token = await signedInToken(user)));
  }
  return token;
}

async function send(method: string, routePath: string, handler: Handler, opts: Parameters<typeof call>[2]) {
  // The route is known by its path alone: a probe may carry a query string.
  const callerId = investorOnly.has(`${method} ${routePath.split("?")[0]}`) ? investorId : adminId;
  const token = await callerToken(callerId);
  if (MAY_END_SESSION.test(`${method} ${routePath.split("?")[0]}`)) tokens.delete(callerId);
  const params: Record<string, string> = {};
  const id = (opts?.params as Record<string, string> | undefined)?.id ?? "1";
  const url = routePath.replace(/\[(\w+)\]/g, (_m, name: string) => (params[name] = id));
  const res = await call(handler, url, { ...opts, method, token, params });
  return res;
}

function routeHandler(key: string): Handler {
  const found = routes.find(([k]) => k === key);
  if (!found) throw new Error(`no route ${key}`);
  return found[1];
}

function routeSource(key: string): string {
  return fs.readFileSync(path.join(process.cwd(), "app", key.split(" ")[1], "route.ts"), "utf8");
}

/** A body whose every field is valid for the routes that take it, so one hostile field reaches the domain. */
function plausibleBody(): Record<string, unknown> {
  return {
    userId: investorId,
    planId: 1,
    amount: "1",
    asset: "USD",
    currency: "BITCOIN",
    reason: "Probe",
    date: "2024-01-01",
    title: "Probe",
    content: "Probe",
    subject: "Probe",
    message: "Probe",
  };
}

function expectHandled(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  if (res.status >= 400) expect(typeof (res.body as { message?: unknown })?.message).toBe("string");
}

it("finds the app's routes, and reaches the investor-only ones as an investor", () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(investorOnly).toContain("POST /api/withdrawals");
});

// Thousands of requests, growing with every route: it took 27-51 s alone and brushed the default 60 s with other
// suites running beside it on two cores, so it gets its own, roomier limit (a hang still fails it).
const EVERY_ROUTE_TIMEOUT_MS = 240_000;

it(
  "answers malformed bodies, hostile field values and bad ids with a 4xx, never a 5xx",
  async () => {
    for (const [key, handler] of routes) {
      const [method, routePath] = key.split(" ");
      const hasBody = method !== "GET" && method !== "HEAD";
      if (hasBody) {
        for (const rawBody of RAW_BODIES)
          expectHandled(await send(method, routePath, handler, { rawBody }), `${key} raw ${rawBody}`);
        for (const value of HOSTILE_VALUES) {
          expectHandled(
            await send(method, routePath, handler, { body: everyField(value) }),
            `${key} ${JSON.stringify(value)?.slice(0, 40)}`,
          );
        }
      } else {
        for (const query of BAD_QUERIES)
          expectHandled(
            await send(method, routePath, handler, { query }),
            `${key} ?${new URLSearchParams(query)}`,
          );
      }
      if (routePath.includes("[")) {
        for (const id of BAD_IDS)
          expectHandled(
            await send(method, routePath, handler, { params: { id }, body: hasBody ? {} : undefined }),
            `${key} id=${id}`,
          );
      }
      for (const id of ["abc", "-1", ...OUT_OF_RANGE_IDS]) {
        // Routes that take the id in the query string (withdrawal approve/reject).
        expectHandled(
          await send(method, routePath, handler, { query: { id }, body: hasBody ? {} : undefined }),
          `${key} ?id=${id}`,
        );
      }
    }
  },
  EVERY_ROUTE_TIMEOUT_MS,
);

it("survives random JSON bodies built from the contract's field names", async () => {
  const bodyRoutes = routes.filter(([key]) => !key.startsWith("GET ") && !key.startsWith("HEAD "));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...bodyRoutes),
      fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
      async ([key, handler], body) => {
        const [method, routePath] = key.split(" ");
        expectHandled(
          await send(method, routePath, handler, { body }),
          `${key} ${JSON.stringify(body).slice(0, 200)}`,
        );
      },
    ),
    { numRuns: 300 },
  );
});

describe("ids beyond the id column", () => {
  it("are an unknown row on every id route: 404", async () => {
    const idRoutes = routes.filter(([key]) => key.includes("["));
    expect(idRoutes.length).toBeGreaterThanOrEqual(7);
    for (const [key, handler] of idRoutes) {
      const [method, routePath] = key.split(" ");
      for (const id of OUT_OF_RANGE_IDS) {
        const res = await send(method, routePath, handler, {
          params: { id },
          body: method === "GET" ? undefined : {},
        });
        expect([`${key} id=${id}`, res.status]).toEqual([`${key} id=${id}`, 404]);
      }
    }
  });

  it("are a validation error in a body or query that is otherwise valid: 400", async () => {
    const plan = (await db().select().from(investmentPlans).limit(1))[0];
    const cases: [string, Record<string, unknown>][] = [
      ["POST /api/investments/subscribe", { planId: 2147483648, asset: "USD", amount: plan.minimumAmount }],
      [
        "POST /api/investments/subscribe",
        { planId: String(Number.MAX_SAFE_INTEGER), asset: "USD", amount: "1000" },
      ],
      ["POST /api/users/credit", { userId: 2147483648, amount: "1", currency: "BITCOIN" }],
      ["POST /api/users/verify-user", { userId: "2147483648" }],
      ["POST /api/users/reset-balance", { userId: 2147483648 }],
    ];
    for (const [key, body] of cases) {
      const [method, routePath] = key.split(" ");
      const res = await send(method, routePath, routeHandler(key), { body });
      expect([key, body, res.status]).toEqual([key, body, 400]);
    }
    for (const key of ["POST /api/withdrawals/approve", "POST /api/withdrawals/reject"]) {
      const [method, routePath] = key.split(" ");
      const res = await send(method, routePath, routeHandler(key), { query: { id: "2147483648" }, body: {} });
      expect([key, res.status]).toEqual([key, 400]);
    }
  });

  it("never reach the database from any body field of any route", async () => {
    for (const [key, handler] of routes) {
      const [method, routePath] = key.split(" ");
      if (method === "GET") continue;
      for (const field of ["userId", "planId", "adminId"])
        for (const id of [2147483648, ...OUT_OF_RANGE_IDS])
          expectHandled(
            await send(method, routePath, handler, { body: { ...plausibleBody(), [field]: id } }),
            `${key} ${field}=${id}`,
          );
    }
  });
});

describe("dates", () => {
  it("refuses a day outside 2000–2099 or one that does not exist in the audit filters: 400", async () => {
    for (const key of [
      "GET /api/admin/audit/trail",
      "GET /api/admin/audit/summary",
      "GET /api/admin/audit/export",
    ]) {
      const [method, routePath] = key.split(" ");
      for (const date of BAD_DATES)
        for (const name of ["startDate", "endDate"]) {
          const res = await send(method, routePath, routeHandler(key), { query: { [name]: date } });
          expect([key, name, date, res.status]).toEqual([key, name, date, 400]);
        }
      const leap = await send(method, routePath, routeHandler(key), {
        query: { startDate: "2024-02-29", endDate: "2099-12-31" },
      });
      expect([key, leap.status]).toEqual([key, 200]);
    }
  });

  it("refuses such a date as a credit's date with 400, and credits a real day in range", async () => {
    const key = "POST /api/users/credit";
    for (const date of [...BAD_DATES, "1999-12-31"]) {
      const res = await send("POST", "/api/users/credit", routeHandler(key), {
        body: { userId: investorId, amount: "1", currency: "BITCOIN", date },
      });
      expect([date, res.status]).toEqual([date, 400]);
    }
    const ok = await send("POST", "/api/users/credit", routeHandler(key), {
      body: { userId: investorId, amount: "1", currency: "BITCOIN", date: "2024-02-29" },
    });
    expect(ok.status).toBe(200);
  });

  it("never reach the database from any body field of any route", async () => {
    for (const [key, handler] of routes) {
      const [method, routePath] = key.split(" ");
      if (method === "GET") continue;
      for (const date of BAD_DATES)
        expectHandled(
          await send(method, routePath, handler, { body: { ...plausibleBody(), date } }),
          `${key} date=${date}`,
        );
    }
  });
});

describe("repeated query parameters", () => {
  /** The routes that read their query string (each must refuse an ambiguous one): those whose entry in the
   *  route table (lib/api/route-table.ts) documents a query schema. */
  const QUERY_ROUTES = ROUTE_TABLE.filter((r) => r.query).map((r) => `${r.method} ${r.path}`);

  it("lists every route that reads the query string", () => {
    const readers = routes
      .map(([key]) => key)
      .filter((key) => /parseQuery|searchParams|nextUrl/.test(routeSource(key)))
      .map((key) => key.split(" ")[1]);
    for (const routePath of new Set(readers))
      expect(QUERY_ROUTES.some((key) => key.endsWith(` ${routePath}`))).toBe(true);
  });

  it("refuses ?id=1&id=2 and every other repeated parameter with 400, on every route that reads the query", async () => {
    const repeated =
      "id=1&id=2&limit=5&limit=6&page=1&page=2&type=DEPOSIT&type=WITHDRAWAL&startDate=2024-01-01&startDate=2024-02-01";
    for (const [key, handler] of routes) {
      const [method, routePath] = key.split(" ");
      const res = await send(method, `${routePath}?${repeated}`, handler, {
        body: method === "GET" ? undefined : {},
      });
      expectHandled(res, `${key} ?${repeated}`);
      if (QUERY_ROUTES.includes(key)) {
        expect([key, res.status, res.body.message]).toEqual([
          key,
          400,
          expect.stringMatching(/more than once/),
        ]);
      }
    }
    for (const key of ["GET /api/admin/audit/trail", "GET /api/users/transactions"]) {
      const [method, routePath] = key.split(" ");
      const res = await send(
        method,
        `${routePath}?type=DEPOSIT&type=DEPOSIT&limit=5&limit=5`,
        routeHandler(key),
        {},
      );
      expect([key, res.status]).toEqual([key, 400]);
    }
  });

  it("approves neither request of approve?id=A&id=B", async () => {
    const investor = await createUser();
    await creditDeposit(undefined, { userId: investor.user.id, asset: "BITCOIN", amount: "1", adminId });
    const open = () =>
      openWithdrawalRequest({
        userId: investor.user.id,
        asset: "BITCOIN",
        amount: "0.1",
        network: "Bitcoin Network",
        address: "bc1qexampleaddress0001",
      });
    const [a, b] = [await open(), await open()];
    for (const decision of ["approve", "reject"]) {
      const key = `POST /api/withdrawals/${decision}`;
      const res = await send(
        "POST",
        `/api/withdrawals/${decision}?id=${a.id}&id=${b.id}`,
        routeHandler(key),
        {
          body: {},
        },
      );
      expect(res.status).toBe(400);
    }
    const statuses = await db()
      .select({ status: withdrawalRequests.status })
      .from(withdrawalRequests)
      .where(inArray(withdrawalRequests.id, [a.id, b.id]));
    expect(statuses).toEqual([{ status: "PENDING" }, { status: "PENDING" }]);
  });
});

describe("body size", () => {
  const MB = 1024 * 1024;
  /** A body of `chunks` × 64 kB that counts how much of it was read. */
  function countingStream(chunks: number) {
    const counter = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (counter.pulled === chunks) return controller.close();
          counter.pulled += 1;
          controller.enqueue(new TextEncoder().encode(`{"x":"${"a".repeat(64 * 1024 - 8)}",`));
        },
      },
      { highWaterMark: 0 }, // nothing is pulled until the handler reads
    );
    return { stream, counter };
  }

  async function sendBody(
    key: string,
    body: ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) {
    const [method, routePath] = key.split(" ");
    const callerId = investorOnly.has(key) ? investorId : adminId;
    const [user] = await db().select().from(users).where(eq(users.id, callerId));
    const url = new URL(routePath.replace(/\[(\w+)\]/g, "1"), "http://localhost:3000");
    const req = new Request(url, {
      method,
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await signedInToken(user)}`,
        ...headers,
      },
      body,
      duplex: "half",
    } as RequestInit);
    const res = await handle(routeHandler(key), req, { id: "1" });
    return { status: res.status, body: await res.json().catch(() => undefined) };
  }

  /** The routes that read a JSON body: they answer a malformed one with the JSON message. */
  const bodyReaders: string[] = [];
  beforeAll(async () => {
    for (const [key, handler] of routes) {
      const [method, routePath] = key.split(" ");
      if (method === "GET") continue;
      const res = await send(method, routePath, handler, { rawBody: "{" });
      if (res.body?.message === "Request body must be valid JSON") bodyReaders.push(key);
    }
  });

  it("finds the routes that read a body", () => {
    expect(bodyReaders.length).toBeGreaterThan(25);
    for (const key of [
      "POST /api/auth/signin",
      "POST /api/investments/subscribe",
      "POST /api/email",
      "POST /api/contact",
    ])
      expect(bodyReaders).toContain(key);
  });

  it("refuses a declared Content-Length above the cap with 413 without reading the body", async () => {
    for (const key of bodyReaders) {
      const { stream, counter } = countingStream(16);
      const res = await sendBody(key, stream, { "content-length": String(60 * MB) });
      expect([key, res.status, counter.pulled]).toEqual([key, 413, 0]);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("stops reading a streamed body once it passes the cap: 413", async () => {
    for (const key of bodyReaders) {
      // A signed payout batch's upload may carry 4 MB (BODY_LIMIT.signedBatch): it is sent 5 MB.
      const signedBatch = key.endsWith("/signed");
      const { stream, counter } = countingStream(signedBatch ? 80 : 16);
      const res = await sendBody(key, stream);
      expect([key, res.status]).toEqual([key, 413]);
      // The largest cap is 256 kB (4 MB for a signed batch): at most that much plus the chunk in flight is
      // read, never the whole body.
      expect([key, counter.pulled]).toEqual([key, expect.any(Number)]);
      expect(counter.pulled).toBeLessThanOrEqual(signedBatch ? 66 : 6);
    }
  });

  it("caps ordinary JSON at 8 kB but lets the long-text forms and the admin e-mail carry their longest input", async () => {
    const big = { subject: "Hello", message: "€".repeat(5000), title: "Hello", content: "€".repeat(5000) };
    const signin = await send("POST", "/api/auth/signin", routeHandler("POST /api/auth/signin"), {
      body: { email: "a@example.com", password: "x".repeat(9000) },
    });
    expect(signin.status).toBe(413);
    // A fresh investor: the probes above have used up the admin's support-ticket allowance.
    const investor = await createUser();
    const ticket = await call(routeHandler("POST /api/support-ticket"), "/api/support-ticket", {
      token: investor.token,
      body: big,
    });
    expect(ticket.status).toBe(200);
    const notice = await send(
      "POST",
      "/api/admin/notifications",
      routeHandler("POST /api/admin/notifications"),
      {
        body: big,
      },
    );
    expect(notice.status).toBe(200);
    const contact = await send("POST", "/api/contact", routeHandler("POST /api/contact"), {
      body: { name: "A", email: "a@example.com", subject: "Hi", message: "€".repeat(5000) },
    });
    expect(contact.status).not.toBe(413);
    const email = await send("POST", "/api/email", routeHandler("POST /api/email"), {
      body: { subject: "Hi", body: "€".repeat(20000), recipients: ["a@example.com"] },
    });
    expect(email.status).toBe(200);
  });
});

describe("text no column can store: NUL and lone surrogates", () => {
  // Postgres refuses NUL in text and jsonb (every free-text field was a 500, the log printing the query's
  // values), and a lone surrogate cannot be written as UTF-8. Every string of every body, multipart form and
  // query is refused with a 400 naming the field, before anything is written (lib/api/well-formed-text.ts).
  const BAD_TEXT = { nul: "a\u0000b", loneSurrogate: "a\ud800b" };

  /** A value each field accepts, so the hostile one is the only thing wrong with the body. */
  const SAMPLE: Record<string, unknown> = {
    name: "Probe Person",
    email: "probe@example.com",
    phone: "+12025550123",
    password: "Correct-Horse-9",
    confirmPassword: "Correct-Horse-9",
    currentPassword: "Correct-Horse-9",
    newPassword: "Correct-Horse-10",
    confirmNewPassword: "Correct-Horse-10",
    subject: "Probe",
    message: "Probe",
    body: "Probe",
    title: "Probe",
    content: "Probe",
    reason: "Probe",
    details: "Probe",
    address: "bc1qexampleaddress0001",
    network: "Bitcoin Network",
    amount: "1",
    currency: "BITCOIN",
    asset: "USD",
    date: "2024-01-01",
    recipients: ["probe@example.com"],
  };

  type JsonSchema = {
    type?: string | string[];
    properties?: Record<string, JsonSchema>;
    items?: JsonSchema;
    anyOf?: JsonSchema[];
    oneOf?: JsonSchema[];
    allOf?: JsonSchema[];
    enum?: unknown[];
    const?: unknown;
  };

  /** The top-level fields of a body or query schema, each with whether it holds text (or a list of it). */
  function fieldsOf(schema: z.ZodType): { name: string; text: "string" | "array" | null }[] {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const variants = (s: JsonSchema): JsonSchema[] =>
      [s, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((v) =>
        v === s ? [v] : variants(v),
      );
    const found = new Map<string, "string" | "array" | null>();
    for (const variant of variants(json))
      for (const [name, prop] of Object.entries(variant.properties ?? {})) {
        const kinds = variants(prop);
        const text = kinds.some((k) => k.type === "string" || (k.type === undefined && k.enum === undefined))
          ? "string"
          : kinds.some((k) => k.type === "array")
            ? "array"
            : null;
        if (!found.get(name)) found.set(name, text);
      }
    return [...found].map(([name, text]) => ({ name, text }));
  }

  /** Every row of every table, as one fingerprint per table. A session's last-seen time is left out: any request
   *  a minute after the last one moves it (lib/auth/authenticate.ts), refused or not, and the probes take longer
   *  than that on a loaded machine. */
  async function tableFingerprints(): Promise<Record<string, string>> {
    const tables = await queryRows<{ name: string }>(
      db(),
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const prints: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number; h: string | null }>(
        db(),
        sql.raw(
          `select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as h
           from (select to_jsonb(t) - 'last_seen_at' as r from "${name}" t) rows`,
        ),
      );
      prints[name] = `${row.n}:${row.h ?? ""}`;
    }
    return prints;
  }

  /** As send(), but a refused call ends no session, so the callers keep theirs (no new sessions row). */
  async function probe(entry: { method: string; path: string }, opts: Parameters<typeof call>[2]) {
    const key = `${entry.method} ${entry.path}`;
    const token = await callerToken(investorOnly.has(key) ? investorId : adminId);
    const url = entry.path.replace(/\[(\w+)\]/g, "1");
    return call(routeHandler(key), url, { ...opts, method: entry.method, token, params: { id: "1" } });
  }

  const refusal = (field: string) => ({
    status: 400,
    message: expect.any(String),
    code: expect.any(String),
    errors: expect.arrayContaining([{ path: field, message: TEXT_NOT_ALLOWED }]),
  });

  it("refuses them in every text field of every JSON body: 400 naming the field, nothing written", async () => {
    const bodyRoutes = ROUTE_TABLE.filter((r) => r.body);
    expect(bodyRoutes.length).toBeGreaterThan(30);
    // Callers' sessions first, so signing in is not counted as a write.
    await callerToken(adminId);
    await callerToken(investorId);
    const before = await tableFingerprints();
    let probed = 0;
    for (const entry of bodyRoutes) {
      const key = `${entry.method} ${entry.path}`;
      const fields = fieldsOf(entry.body!);
      const valid = Object.fromEntries(fields.map((f) => [f.name, SAMPLE[f.name] ?? "Probe"]));
      for (const field of fields.filter((f) => f.text)) {
        for (const [kind, bad] of Object.entries(BAD_TEXT)) {
          const value = field.text === "array" ? [bad] : bad;
          const path = field.text === "array" ? `${field.name}.0` : field.name;
          const res = await probe(entry, { body: { ...valid, [field.name]: value } });
          expect([key, field.name, kind, { status: res.status, ...res.body }]).toEqual([
            key,
            field.name,
            kind,
            refusal(path),
          ]);
          probed++;
        }
      }
      // A key is text too (a record's keys can be stored).
      const res = await probe(entry, { body: { ...valid, "k\u0000": 1 } });
      expect([key, res.status]).toEqual([key, 400]);
    }
    expect(probed).toBeGreaterThan(100);
    expect(await tableFingerprints()).toEqual(before);
  });

  it("refuses NUL in every text field of the identity-verification form: 400, nothing written", async () => {
    // A multipart body carries UTF-8 only: a lone surrogate arrives as U+FFFD, which is storable text.
    const investor = await createUser();
    const before = await tableFingerprints();
    for (const field of Object.keys(kycFields())) {
      const res = await submitKyc(
        investor.token,
        kycFormData(kycFields({ [field]: `${kycFields()[field]}${BAD_TEXT.nul}` })),
      );
      expect([field, { status: res.status, ...res.body }]).toEqual([field, refusal(field)]);
    }
    expect(await tableFingerprints()).toEqual(before);
  });

  it("refuses NUL in every query parameter of every route that reads one: 400 naming it", async () => {
    const queryRoutes = ROUTE_TABLE.filter((r) => r.query);
    expect(queryRoutes.length).toBeGreaterThan(10);
    const before = await tableFingerprints();
    for (const entry of queryRoutes) {
      const key = `${entry.method} ${entry.path}`;
      for (const { name } of fieldsOf(entry.query!)) {
        const res = await probe(entry, {
          query: { [name]: BAD_TEXT.nul },
          body: entry.method === "GET" ? undefined : {},
        });
        expect([key, name, { status: res.status, ...res.body }]).toEqual([key, name, refusal(name)]);
        // A URL carries UTF-8 only: a lone surrogate arrives as U+FFFD, which is storable text.
        expectHandled(
          await probe(entry, {
            query: { [name]: BAD_TEXT.loneSurrogate },
            body: entry.method === "GET" ? undefined : {},
          }),
          `${key} ?${name}=<lone surrogate>`,
        );
      }
    }
    // The admin lists' search box (the probe's `?q=%00` on seven of them) is among those parameters.
    const searchable = queryRoutes.filter((r) => fieldsOf(r.query!).some((f) => f.name === "q"));
    expect(searchable.length).toBeGreaterThanOrEqual(7);
    expect(await tableFingerprints()).toEqual(before);
  });
});
