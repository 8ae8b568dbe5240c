// Where a sign-in returns to (docs/decisions.md, "Return after sign-in"): the guard sends a signed-out visitor of a
// dashboard address to the sign-in page with `?next=<that address>`, and the sign-in goes back there. `next`
// comes from the address bar, so anyone can write it: only a path of this site, inside the dashboard the
// sign-in leads to, is honoured; anything else (another site, a scheme, tricks browsers read as another host)
// falls back to the dashboard's home. Shared by middleware.ts and the sign-in pages.

import type { Role } from "./token";

/** Each role's dashboard: where its sign-in leads, and the only place it may return to. */
export const ROLE_HOME: Record<Role, string> = { INVESTOR: "/dashboard", ADMIN: "/admin/dashboard" };

/**
 * Pages outside a dashboard that its sign-in may also return to: the investor's e-mail links that need the
 * investor signed in (a withdrawal address's confirmation, /confirm-address?token=…).
 */
const SIGNED_IN_PAGES: Record<string, readonly string[]> = {
  [ROLE_HOME.INVESTOR]: ["/confirm-address"],
};

/** The query parameter that carries the address to return to. */
export const RETURN_PARAM = "next";

const MAX_LENGTH = 2048;
// An origin nobody can own: a path resolved against it that keeps it is a path of this site.
const BASE = "http://return-path.invalid";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * `raw` as a same-site path (path, query, fragment) inside `home`, or null. Refused: anything not a string,
 * not starting with one "/" ("//evil.example", "https://…", "javascript:…"), holding a backslash ("/\evil",
 * which browsers read as "//evil"), a control character or whitespace (stripped by URL parsers, so
 * "/\t/evil" becomes "//evil"), an encoded slash or backslash that a later decode could turn into the same,
 * or resolving outside `home`.
 */
export function safeReturnPath(raw: unknown, home: string): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  if (/%(2f|5c)/i.test(raw.split(/[?#]/)[0]!)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved by the parser: "/dashboard/../admin" is "/admin", checked as such.
  const inside = under(url.pathname, home) || (SIGNED_IN_PAGES[home] ?? []).includes(url.pathname);
  return inside ? path : null;
}

/** The address a guard's redirect to sign in carries, or null when it adds nothing (the home itself). */
export function returnPathFor(pathname: string, search: string, home: string): string | null {
  const path = `${pathname}${search}`;
  if (path === home || path === `${home}/`) return null;
  return safeReturnPath(path, home);
}
