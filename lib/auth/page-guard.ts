// Which pages a role may open (used by middleware.ts, which knows the role only from the token's claim).
import { NextResponse, type NextRequest } from "next/server";
import { RETURN_PARAM, ROLE_HOME, returnPathFor, safeReturnPath } from "./return-path";
import type { Role } from "./token";

export { ROLE_HOME };

/** A withdrawal address's e-mail link: confirmed for the investor signed in, so a signed-out visitor signs in
 *  first and comes back (lib/auth/return-path.ts). */
const CONFIRM_ADDRESS = "/confirm-address";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The pages whose answer depends on the session (the guarded ones): never cached, so Back shows the truth. */
export function dependsOnSession(path: string): boolean {
  return (
    under(path, "/dashboard") ||
    under(path, "/admin/dashboard") ||
    ["/login", "/signup", "/admin/login", CONFIRM_ADDRESS].includes(path)
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
  if (path === CONFIRM_ADDRESS && !role) return "/login";
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

const SIGN_IN_HOME: Record<string, string> = {
  "/login": ROLE_HOME.INVESTOR,
  "/admin/login": ROLE_HOME.ADMIN,
};

/**
 * The guard's redirect to `target`. The refused page's query belonged to it and is dropped, except where the
 * sign-in is to bring the visitor back (lib/auth/return-path.ts): a signed-out visitor of a dashboard address
 * goes to sign in with `?next=<that address>`, and a signed-in one sent away from a sign-in page that carries a
 * `next` inside their home goes there instead of the home.
 */
export function guardRedirectResponse(req: NextRequest, target: string): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = target;
  url.search = "";
  const { pathname, search, searchParams } = req.nextUrl;
  const signInHome = SIGN_IN_HOME[target];
  if (signInHome) {
    const back = returnPathFor(pathname, search, signInHome);
    if (back) url.searchParams.set(RETURN_PARAM, back);
  } else if (SIGN_IN_HOME[pathname]) {
    const back = safeReturnPath(searchParams.get(RETURN_PARAM), target);
    if (back) return noStore(NextResponse.redirect(new URL(back, url)));
  }
  return noStore(NextResponse.redirect(url));
}
