// Security headers for every response (docs/decisions.md, "Security headers"). Plain JavaScript so that next.config.mjs
// (which cannot load TypeScript without the compiler at run time) and middleware.ts share one definition.
//
// Two Content-Security-Policies for pages. The signed-in and sign-in pages are rendered per request and get a
// fresh nonce: only scripts carrying it (Next puts it on its own inline and bundle scripts) and the chunks those
// load ('strict-dynamic') run, so an injected <script> or onerror= does not. The public marketing pages are
// prerendered at build time, where no nonce exists, so their scripts are limited to our origin plus inline; they
// show no user data. Styles allow 'unsafe-inline' everywhere: Radix and recharts set style attributes and
// sonner inserts a <style> element, none of which can carry a nonce.

/** @typedef {{ key: string, value: string }} Header */

/** Two years; no `preload` (that is a commitment the operator makes for the whole domain). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Powerful features the app never uses, switched off for it and anything it could be tricked into embedding. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** JSON answers are never rendered as documents: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** On every response: pages, API answers and static files. */
export const BASE_HEADERS = /** @type {Header[]} */ ([
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
]);

/**
 * The Content-Security-Policy of a page. With a nonce, the strict one; without, the prerendered pages' one.
 * `dev`: `next dev` evaluates code (React's call stacks, fast refresh) and talks to its websocket.
 * @param {{ nonce?: string, dev?: boolean }} options
 */
export function pageCsp({ nonce, dev = false }) {
  const script = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (dev) script.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A nonce for one page response: 128 random bits, base64. */
export function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * next.config.mjs `headers()`: the base set everywhere, the API policy on /api, HSTS in production over https.
 * Page policies are set by middleware.ts (it knows which pages carry a nonce). HSTS is keyed on the proxy's
 * X-Forwarded-Proto: `next start` itself only speaks http, and browsers ignore HSTS received over http anyway.
 * @param {{ production: boolean }} options
 */
export function headerRules({ production }) {
  const rules = [
    { source: "/:path*", headers: BASE_HEADERS },
    // Every API answer but the reference page /api/docs (app/api/docs/page.tsx): a page, whose policy comes
    // from middleware.ts like every other page's.
    {
      source: "/api/:path((?!docs$).*)",
      headers: [{ key: "Content-Security-Policy", value: API_CSP }],
    },
  ];
  if (production) {
    rules.push({
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https(,.*)?" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS }],
    });
  }
  return rules;
}
