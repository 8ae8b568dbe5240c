// The cross-site check compares the page's Origin with the host the request was sent to. X-Forwarded-Host
// names that host only when a proxy we trust wrote it (TRUST_PROXY); otherwise any client can write it,
// and an attacker's page could name its own site there and pass the check.
import { POST as readAllRoute } from "@/app/api/notifications/read-all/route";
import { resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

setupTestDb();

function withTrustProxy(value: string | undefined) {
  beforeEach(() => {
    if (value === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = value;
    resetEnvCache();
  });
  afterEach(() => {
    delete process.env.TRUST_PROXY;
    resetEnvCache();
  });
}

/** A cookie-authenticated mutation, as a browser sends it. */
async function postWith(headers: Record<string, string>) {
  const { token } = await createUser();
  return call(readAllRoute, "/api/notifications/read-all", { cookie: `token=${token}`, headers, body: {} });
}

describe("with TRUST_PROXY off (the default)", () => {
  withTrustProxy(undefined);

  it("refuses another site that names itself in X-Forwarded-Host", async () => {
    const res = await postWith({
      origin: "https://evil.example",
      host: "localhost:3000",
      "x-forwarded-host": "evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Cross-site request refused", code: "CROSS_SITE_REQUEST_REFUSED" });
  });

  it("still accepts our own page, whatever X-Forwarded-Host says", async () => {
    const res = await postWith({
      origin: "http://localhost:3000",
      host: "localhost:3000",
      "x-forwarded-host": "elsewhere.example",
    });
    expect(res.status).toBe(200);
  });
});

describe("with TRUST_PROXY=1 (one proxy in front, which sets X-Forwarded-Host)", () => {
  withTrustProxy("1");

  it("compares the Origin with the host the proxy was reached at", async () => {
    const ours = await postWith({
      origin: "https://apex.example",
      host: "app-internal:3000",
      "x-forwarded-host": "apex.example",
    });
    expect(ours.status).toBe(200);
    const theirs = await postWith({
      origin: "https://evil.example",
      host: "app-internal:3000",
      "x-forwarded-host": "apex.example",
    });
    expect(theirs.status).toBe(403);
  });

  it("believes only the entry the proxy appended, not one the client put before it", async () => {
    const res = await postWith({
      origin: "https://evil.example",
      host: "app-internal:3000",
      "x-forwarded-host": "evil.example, apex.example",
    });
    expect(res.status).toBe(403);
  });
});
