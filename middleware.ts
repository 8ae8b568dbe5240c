// Page guards (design.md, "Auth"). Middleware sees only the cookie's signature and role claim; the route
// handlers re-check the user in the database. Node.js runtime: the secret may be generated into a file under
// DATA_DIR (lib/auth/secret.ts), which the edge runtime cannot read.
import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect, guardRedirectResponse, noStore } from "@/lib/auth/page-guard";
import { readToken, SESSION_COOKIE } from "@/lib/auth/token";

export async function middleware(req: NextRequest) {
  const claims = await readToken(req.cookies.get(SESSION_COOKIE)?.value);
  const target = guardRedirect(req.nextUrl.pathname, claims?.role ?? null);
  if (target) return guardRedirectResponse(req, target);
  // Every matched page depends on the session: never stored (see noStore).
  return noStore(NextResponse.next());
}

export const config = {
  runtime: "nodejs",
  matcher: ["/dashboard/:path*", "/admin/dashboard/:path*", "/login", "/signup", "/admin/login"],
};
