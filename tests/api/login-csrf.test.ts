// Login CSRF and its relatives: the public mutations (sign-in, admin login, sign-up, the code, reset and
// contact forms, sign-out) answer another site's page with 403 and a body not declared JSON with 415, before
// anything is counted, looked up or set. Our own pages and clients outside a browser (no Origin, a bearer
// token) still sign in.
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { ROUTE_TABLE } from "@/lib/api/route-table";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { discoverRoutes, type Handler } from "../helpers/routes";
import { freshIp, SAME_ORIGIN, sessionCookieOf } from "./auth-helpers";

setupTestDb();

const CROSS_SITE = { origin: "https://evil.example", host: "localhost:3000" };
const publicMutations = ROUTE_TABLE.filter((r) => r.access === "public" && r.method !== "GET");

let handlers: Map<string, Handler>;
beforeAll(async () => {
  handlers = await discoverRoutes();
});

describe("POST /api/auth/signin from another site", () => {
  it("refuses a text/plain form posted by another site: no session, no cookie", async () => {
    const { user, password } = await createUser();
    // What `<form enctype="text/plain" action=".../api/auth/signin">` on another site sends.
    const res = await call(signinRoute, "/api/auth/signin", {
      rawBody: JSON.stringify({ email: user.email, password }),
      headers: { ...freshIp(), ...CROSS_SITE, "content-type": "text/plain" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Cross-site request refused", code: "CROSS_SITE_REQUEST_REFUSED" });
    expect(sessionCookieOf(res.headers)).toBeUndefined();
  });

  it("refuses a body not declared JSON even without an Origin (415), and a cross-site fetch by Sec-Fetch-Site", async () => {
    const { user, password } = await createUser();
    const body = JSON.stringify({ email: user.email, password });
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await call(signinRoute, "/api/auth/signin", {
        rawBody: body,
        headers: { ...freshIp(), "content-type": type },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message: "Content-Type must be application/json",
        code: "CONTENT_TYPE_MUST_BE_APPLICATION_JSON",
      });
      expect(sessionCookieOf(res.headers)).toBeUndefined();
    }
    const fetched = await call(signinRoute, "/api/auth/signin", {
      rawBody: body,
      headers: { ...freshIp(), "sec-fetch-site": "cross-site" },
    });
    expect(fetched.status).toBe(403);
    expect(sessionCookieOf(fetched.headers)).toBeUndefined();
  });

  it("still signs in from our own page and from a client outside a browser", async () => {
    const { user, password } = await createUser();
    const own = await call(signinRoute, "/api/auth/signin", {
      body: { email: user.email, password },
      headers: { ...freshIp(), ...SAME_ORIGIN, "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
    expect(sessionCookieOf(own.headers)?.value).toBe(own.body.token);
    const app = await call(signinRoute, "/api/auth/signin", {
      body: { email: user.email, password },
      headers: { ...freshIp(), "content-type": "application/json; charset=utf-8" },
    });
    expect(app.status).toBe(200);
    expect(app.body.token).toEqual(expect.any(String));
  });
});

describe("every public mutation", () => {
  it("is in the table", () => {
    expect(publicMutations.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/signin",
        "POST /api/auth/admin/login",
        "POST /api/auth/signup",
        "POST /api/auth/signin/2fa",
      ]),
    );
  });

  it.each(publicMutations.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s refuses another site's Origin (403) and a body not declared JSON (415)",
    async (key, r) => {
      const handler = handlers.get(key)!;
      expect(handler).toBeDefined();
      const crossSite = await call(handler, r.path, {
        method: r.method,
        body: {},
        headers: { ...freshIp(), ...CROSS_SITE },
      });
      expect(crossSite.status).toBe(403);
      expect(sessionCookieOf(crossSite.headers)).toBeUndefined();
      const plain = await call(handler, r.path, {
        method: r.method,
        rawBody: "{}",
        headers: { ...freshIp(), "content-type": "text/plain" },
      });
      expect(plain.status).toBe(415);
    },
  );
});
