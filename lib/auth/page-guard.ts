// Which pages a role may open (used by middleware.ts, which knows the role only from the token's claim).
import { NextResponse, type NextRequest } from "next/server";
import type { Role } from "./token";

export const ROLE_HOME: Record<Role, string> = { INVESTOR: "/dashboard", ADMIN: "/admin/dashboard" };

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The pages whose answer depends on the session (the guarded ones): never cached, so Back shows the truth. */
export function dependsOnSession(path: string): boolean {
  return (
    under(path, "/dashboard") ||
    under(path, "/admin/dashboard") ||
    ["/login", "/signup", "/admin/login"].includes(path)
  );
}

/** Where a request for `path` must go instead, or null to let it through. `role` null: no valid token. */
export function guardRedirect(path: string, role: Role | null): string | null {
  if (under(path, "/admin/dashboard")) {
    if (!role) return "/admin/login";
    return role === "ADMIN" ? null : ROLE_HOME[role];
  }
  if (under(path, "/dashboard")) {
    if (!role) return "/login";
    return role === "INVESTOR" ? null : ROLE_HOME[role];
  }
  // Signed-in users have nothing to do on the sign-in and sign-up pages.
  if (path === "/login" || path === "/signup") return role ? ROLE_HOME[role] : null;
  if (path === "/admin/login") return role === "ADMIN" ? ROLE_HOME.ADMIN : null;
  return null;
}

/**
 * A guarded page and the guard's redirect both depend on the session cookie, so neither may be stored.
 * Chrome reuses a stored response on Back/Forward even when stale: a 307 kept from one session replays
 * there in the next (two of them loop /login <-> /dashboard until ERR_TOO_MANY_REDIRECTS), and a kept
 * page shows the sign-in form to a signed-in user. no-store also keeps these pages out of the bfcache.
 */
export function noStore<T extends Response>(res: T): T {
  res.headers.set("Cache-Control", "no-store");
  return res;
}

/** The guard's redirect to `target` (the query is dropped: it belonged to the refused page). */
export function guardRedirectResponse(req: NextRequest, target: string): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = target;
  url.search = "";
  return noStore(NextResponse.redirect(url));
}
