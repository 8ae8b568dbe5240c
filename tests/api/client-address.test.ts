// Per-client limits must not trust what the client writes (docs/decisions.md, "Brute force"). Before: a
// rotating X-Forwarded-For gave 40 of 40 sign-ins without a 429; without the header everyone shared the key
// "local".
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as forgotRoute } from "@/app/api/auth/forgot-password/route";
import { POST as resendRoute } from "@/app/api/auth/resend-code/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { resetEnvCache } from "@/lib/env";
import { clientAddress, UNKNOWN_CLIENT } from "@/lib/net/client-address";
import { installPeerStamp, PEER_HEADER } from "@/lib/net/peer-stamp";
import { LIMITS } from "@/lib/rate-limit";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";
import { fromPeer, randomIp } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

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

const requestWith = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/x", { headers });

describe("clientAddress with TRUST_PROXY off (the default)", () => {
  withTrustProxy(undefined);

  it("ignores X-Forwarded-For and X-Real-IP and answers the stamped socket peer", () => {
    const headers = fromPeer("203.0.113.9", {
      "x-forwarded-for": "1.1.1.1, 2.2.2.2",
      "x-real-ip": "3.3.3.3",
    });
    expect(clientAddress(requestWith(headers))).toBe("203.0.113.9");
  });

  it("does not believe a peer header the client wrote itself", () => {
    expect(clientAddress(requestWith({ [PEER_HEADER]: "0123 198.51.100.1" }))).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(requestWith({ [PEER_HEADER]: "198.51.100.1" }))).toBe(UNKNOWN_CLIENT);
  });

  it("keys IPv6 clients by their /64 and IPv4-mapped addresses as IPv4", () => {
    const a = clientAddress(requestWith(fromPeer("2001:db8:1:2::10")));
    const b = clientAddress(requestWith(fromPeer("2001:db8:1:2:ffff::99")));
    expect(a).toBe("2001:db8:1:2::/64");
    expect(b).toBe(a);
    expect(clientAddress(requestWith(fromPeer("::ffff:192.0.2.4")))).toBe("192.0.2.4");
  });

  it("stamps a real server's requests with the socket address, whatever the client sent", async () => {
    installPeerStamp();
    const server = http.createServer((req, res) => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      res.end(clientAddress(new Request("http://localhost/", { headers })));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const headers = {
          "x-forwarded-for": "6.6.6.6",
          [PEER_HEADER]: "forged 7.7.7.7",
          connection: "close",
        };
        http
          .get({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () => resolve(body));
          })
          .on("error", reject);
      });
      expect(answer).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("clientAddress with TRUST_PROXY=1 (Vercel, one reverse proxy)", () => {
  withTrustProxy("1");

  it("takes the hop the proxy appended, not the ones the client sent before it", () => {
    const peer = fromPeer("10.0.0.2");
    expect(clientAddress(requestWith({ ...peer, "x-forwarded-for": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientAddress(requestWith({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.7" }))).toBe(
      "198.51.100.7",
    );
  });

  it("falls back to the socket peer when the request skipped the proxy", () => {
    expect(clientAddress(requestWith(fromPeer("192.0.2.77")))).toBe("192.0.2.77");
  });
});

describe("clientAddress with TRUST_PROXY=2", () => {
  withTrustProxy("2");

  it("takes the second hop from the right", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.1" };
    expect(clientAddress(requestWith(headers))).toBe("198.51.100.7");
  });
});

describe("per-client limits of the public routes", () => {
  withTrustProxy(undefined);

  // One client rotating X-Forwarded-For on every request.
  const rotating = (peer: string, opts: CallOptions) =>
    ({ ...opts, headers: fromPeer(peer, { "x-forwarded-for": randomIp() }) }) satisfies CallOptions;

  it("sign-in: a rotating X-Forwarded-For buys no fresh limit", async () => {
    const peer = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.signinPerClient.limit; i++) {
      const body = { email: uniqueEmail("spray"), password: "guess-guess" };
      statuses.push((await call(signinRoute, "/api/auth/signin", rotating(peer, { body }))).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("sign-up, resend, reset and contact: a rotating X-Forwarded-For buys no fresh limit", async () => {
    const cases = [
      {
        route: signupRoute,
        path: "/api/auth/signup",
        limit: LIMITS.signupPerIp.limit,
        body: () => {
          const password = "Signup-pass-1";
          return {
            name: "New User",
            email: uniqueEmail("su"),
            phone: "+12025550123",
            password,
            confirmPassword: password,
          };
        },
      },
      {
        route: resendRoute,
        path: "/api/auth/resend-code",
        limit: LIMITS.resendCodePerIp.limit,
        body: () => ({ email: uniqueEmail("rc") }),
      },
      {
        route: forgotRoute,
        path: "/api/auth/forgot-password",
        limit: LIMITS.resetRequestPerIp.limit,
        body: () => ({ email: uniqueEmail("fp") }),
      },
      {
        route: contactRoute,
        path: "/api/contact",
        limit: LIMITS.contactPerIp.limit,
        body: () => ({
          name: "Ann Lee",
          email: uniqueEmail("ct"),
          subject: "Hello there",
          message: "A question about plans.",
        }),
      },
    ];
    for (const { route, path, limit, body } of cases) {
      const peer = randomIp();
      let last = 0;
      for (let i = 0; i <= limit; i++)
        last = (await call(route, path, rotating(peer, { body: body() }))).status;
      expect(last).toBe(429);
    }
    await runQueuedJobs();
  });

  it("sign-in: 31 failures from one client do not lock out another client (no shared bucket)", async () => {
    const { user, password } = await createUser();
    const attacker = randomIp();
    for (let i = 0; i <= LIMITS.signinPerClient.limit; i++) {
      await call(signinRoute, "/api/auth/signin", {
        body: { email: uniqueEmail("spray"), password: "guess-guess" },
        headers: fromPeer(attacker),
      });
    }
    const owner = await call(signinRoute, "/api/auth/signin", {
      body: { email: user.email, password },
      headers: fromPeer(randomIp()),
    });
    expect(owner.status).toBe(200);
  });
});

describe("per-client limits behind a proxy (TRUST_PROXY=1)", () => {
  withTrustProxy("1");

  it("a fake hop prepended to X-Forwarded-For does not get through a block", async () => {
    const real = randomIp();
    const proxy = fromPeer("10.0.0.2");
    const attempt = (xff: string) =>
      call(signinRoute, "/api/auth/signin", {
        body: { email: uniqueEmail("spray"), password: "guess-guess" },
        headers: { ...proxy, "x-forwarded-for": xff },
      });
    for (let i = 0; i < LIMITS.signinPerClient.limit; i++) expect((await attempt(real)).status).toBe(401);
    expect((await attempt(real)).status).toBe(429);
    expect((await attempt(`${randomIp()}, ${real}`)).status).toBe(429);
    // Another client behind the same proxy is unaffected.
    expect((await attempt(randomIp())).status).toBe(401);
  });
});
