// Which pages a role may open (used by middleware.ts, which knows the role only from the token's claim).
import type { Role } from "./token";

export const ROLE_HOME: Record<Role, string> = { INVESTOR: "/dashboard", ADMIN: "/admin/dashboard" };

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

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
