// Page guards (docs/architecture.md, "Sessions") and the pages' Content-Security-Policy (lib/security/headers.mjs).
// Middleware sees only the cookie's signature and its claims (a token without a session id is no token); the
// route handlers re-check user and session in the database, and their 401 drops a dead cookie, after which
// the dashboards go to the sign-in page (lib/hooks/use-session.ts). Node.js runtime: the secret may be generated into a file under DATA_DIR (lib/auth/secret.ts), which
// the edge runtime cannot read.
import { NextResponse, type NextRequest } from "next/server";
import { dependsOnSession, guardRedirect, guardRedirectResponse, noStore } from "@/lib/auth/page-guard";
import { readToken, SESSION_COOKIE } from "@/lib/auth/token";
import { keepReferralCode } from "@/lib/referrals/referral-cookie";
import { newNonce, pageCsp } from "@/lib/security/headers.mjs";

/** The pages rendered per request, whose scripts must carry this response's nonce: the sign-in pages and the
 *  dashboards (their layouts opt out of prerendering). Every other page is prerendered and has no nonce. */
export function usesNonce(path: string): boolean {
  return (
    /^\/(dashboard|admin\/dashboard|admin\/login|admin\/accept-invitation|login|signup|verify-email|email-verified|confirm-address|lock-account)\/?$/.test(
      path,
    ) || /^\/reset-password\/[^/]+\/?$/.test(path)
  );
}

export async function middleware(req: NextRequest) {
  const path = req.nextUrl.pathname;
  const claims = await readToken(req.cookies.get(SESSION_COOKIE)?.value);
  const target = guardRedirect(path, claims?.role ?? null);
  if (target) return guardRedirectResponse(req, target);
  const dev = process.env.NODE_ENV === "development";
  // The pages that depend on the session are never stored (see noStore); the public ones may be.
  // A sign-up link's referral code is kept 30 days (lib/referrals/referral-cookie.ts).
  const finish = (res: NextResponse) => {
    keepReferralCode(req, res);
    return dependsOnSession(path) ? noStore(res) : res;
  };
  if (!usesNonce(path)) {
    const res = NextResponse.next();
    res.headers.set("Content-Security-Policy", pageCsp({ dev }));
    return finish(res);
  }
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  const csp = pageCsp({ nonce: newNonce(), dev });
  const headers = new Headers(req.headers);
  headers.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  return finish(res);
}

export const config = {
  runtime: "nodejs",
  // Every page and public file, the API reference page among them; not the API (next.config.mjs gives it its
  // own policy) nor the build's assets. (A literal: Next reads the matcher at build time.)
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico).*)", "/api/docs"],
};
