// The security headers (docs/decisions.md, "Security headers"): next.config.mjs gives every response the base set, the
// API its own policy and HTTPS responses HSTS; middleware.ts gives every page its Content-Security-Policy, with
// a per-request nonce on the pages rendered per request.
import fs from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { NextRequest } from "next/server";
import nextConfig from "@/next.config.mjs";
import { mintToken } from "@/lib/auth/token";
import { API_CSP, pageCsp } from "@/lib/security/headers.mjs";
import { config, middleware, usesNonce } from "@/middleware";

type Rule = { source: string; headers: { key: string; value: string }[]; has?: { key: string }[] };

/** The headers next.config.mjs gives `url` in `phase`, later rules overriding earlier ones as Next does. */
async function configHeaders(phase: string, url: string, requestHeaders: Record<string, string> = {}) {
  const rules = (await nextConfig(phase).headers!()) as Rule[];
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (getPathMatch(rule.source)(url) === false) continue;
    if (
      rule.has?.some(
        (h) => !new RegExp(`^${(h as { value?: string }).value}$`).test(requestHeaders[h.key] ?? ""),
      )
    )
      continue;
    for (const { key, value } of rule.headers) out.set(key.toLowerCase(), value);
  }
  return out;
}

/** Every page of the app as a URL (route groups dropped, a dynamic segment filled in), by route group. */
function pages(): { url: string; group: string }[] {
  const appDir = path.join(process.cwd(), "app");
  return (fs.readdirSync(appDir, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "page.tsx")
    .map((f) => {
      const segments = path
        .dirname(f)
        .split(path.sep)
        .filter((s) => s !== ".");
      // The innermost group says who the page is for ((app) only gathers the groups that talk to the API).
      const group = segments.filter((s) => s.startsWith("(")).pop() ?? "";
      const url =
        "/" +
        segments
          .filter((s) => !s.startsWith("("))
          .map((s) => s.replace(/^\[.*\]$/, "abc"))
          .join("/");
      return { url, group };
    });
}
const NONCE_GROUPS = ["(auth)", "(admin)", "(investor)"];
/** Where each of those groups lives under app/. */
const GROUP_DIR = (group: string) => `(app)/${group}`;

async function visit(url: string, token?: string) {
  const req = new NextRequest(new URL(url, "http://localhost:3000"), {
    headers: token ? { cookie: `token=${token}` } : {},
  });
  return middleware(req);
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

describe("next.config.mjs headers", () => {
  it.each(["/", "/login", "/dashboard", "/admin/login", "/api/user", "/_next/static/chunks/main.js"])(
    "gives %s nosniff, no framing, a referrer policy and a permissions policy",
    async (url) => {
      const headers = await configHeaders(PHASE_PRODUCTION_SERVER, url);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(headers.get("permissions-policy")).toContain(`${feature}=()`);
    },
  );

  it("gives API answers a policy that loads nothing and cannot be framed", async () => {
    for (const url of ["/api/user", "/api/auth/signin", "/api/notifications/1/read"]) {
      const csp = (await configHeaders(PHASE_PRODUCTION_SERVER, url)).get("content-security-policy");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    // Pages get theirs from the middleware, so the two never compete; the API reference is a page.
    for (const url of ["/login", "/api/docs"])
      expect(
        (await configHeaders(PHASE_PRODUCTION_SERVER, url)).get("content-security-policy"),
      ).toBeUndefined();
    for (const url of ["/api/openapi.json", "/api/docs/x", "/api/docsx"])
      expect((await configHeaders(PHASE_PRODUCTION_SERVER, url)).get("content-security-policy")).toBe(
        API_CSP,
      );
  });

  it("sends HSTS in production behind an https proxy only", async () => {
    const https = { "x-forwarded-proto": "https" };
    for (const url of ["/", "/dashboard", "/api/user"])
      expect(
        (await configHeaders(PHASE_PRODUCTION_SERVER, url, https)).get("strict-transport-security"),
      ).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(
      (await configHeaders(PHASE_PRODUCTION_SERVER, "/", { "x-forwarded-proto": "http" })).has(
        "strict-transport-security",
      ),
    ).toBe(false);
    expect((await configHeaders(PHASE_DEVELOPMENT_SERVER, "/", https)).has("strict-transport-security")).toBe(
      false,
    );
  });
});

describe("page Content-Security-Policy (middleware.ts)", () => {
  it("runs on every page and public file, not on the API or the build's assets", () => {
    for (const { url } of pages()) expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/no-such-page" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/team/maya-chen.svg" })).toBe(true);
    for (const url of [
      "/api/user",
      "/api/openapi.json",
      "/_next/static/chunks/main.js",
      "/_next/image?url=x",
    ])
      expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
  });

  it("nonces exactly the sign-in pages and dashboards, whose layouts render per request", async () => {
    for (const { url, group } of pages())
      expect([url, usesNonce(url)]).toEqual([url, NONCE_GROUPS.includes(group)]);
    for (const group of NONCE_GROUPS) {
      const layout = (await import(`@/app/${GROUP_DIR(group)}/layout`)) as { dynamic?: string };
      expect([group, layout.dynamic]).toEqual([group, "force-dynamic"]);
    }
    // The landing page renders per request, in the visitor's language, and is never forced static again (a
    // static page would be in one language for everybody).
    expect(((await import("@/app/(marketing)/page")) as { dynamic?: string }).dynamic).toBeUndefined();
  });

  it("gives the dashboards and sign-in pages a fresh nonce and no inline script, and hands it to Next", async () => {
    const investor = await mintToken(
      { id: 7, role: "INVESTOR", tokenVersion: 0, email: "i@example.com" },
      "s1",
    );
    const admin = await mintToken({ id: 1, role: "ADMIN", tokenVersion: 0, email: "a@example.com" }, "s2");
    const seen = new Set<string>();
    for (const [url, token] of [
      ["/dashboard", investor],
      ["/admin/dashboard", admin],
      ["/login", undefined],
      ["/admin/login", undefined],
      ["/reset-password/abc", undefined],
    ] as const) {
      const res = await visit(url, token);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy")!;
      const script = directive(csp, "script-src");
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(script)?.[1];
      expect(nonce).toBeDefined();
      expect(script).toContain("'strict-dynamic'");
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // The page render reads the nonce from the request's policy.
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(5);
  });

  it("gives the prerendered pages a nonce-free policy that still forbids framing and plugins", async () => {
    for (const url of ["/", "/contact", "/terms", "/no-such-page", "/api/docs"]) {
      const res = await visit(url);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).not.toContain("nonce-");
      expect(directive(csp, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBeNull();
    }
  });

  it("lets only the dev server evaluate code and open its websocket", () => {
    expect(directive(pageCsp({ nonce: "abc" }), "script-src")).not.toContain("unsafe-eval");
    expect(directive(pageCsp({ nonce: "abc", dev: true }), "script-src")).toContain("'unsafe-eval'");
    expect(directive(pageCsp({ dev: true }), "connect-src")).toBe("connect-src 'self' ws: wss:");
    expect(directive(pageCsp({}), "connect-src")).toBe("connect-src 'self'");
  });
});
