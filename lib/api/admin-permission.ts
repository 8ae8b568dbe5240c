// Which permission an admin route requires, read from its entry in the route table (lib/api/route-table.ts,
// `admin("<permission>")`), so the requirement is declared once, beside the route's contract, and the check
// in lib/api/route.ts is the same for every admin route.
import { UNDECLARED_PERMISSION, type Permission } from "@/lib/admin/roles/permissions";

type Matcher = { method: string; pattern: RegExp; params: number; permission: Permission | undefined };

let matchers: Promise<Matcher[]> | null = null;

async function adminMatchers(): Promise<Matcher[]> {
  // Loaded on first use: the table pulls in every route's schemas, which an admin call needs only once.
  const { ROUTE_TABLE } = await import("./route-table");
  return (
    ROUTE_TABLE.filter((r) => r.access === "admin")
      .map((r) => ({
        method: r.method,
        pattern: new RegExp(`^${r.path.replace(/\[\w+\]/g, "[^/]+")}/?$`),
        params: (r.path.match(/\[/g) ?? []).length,
        permission: r.permission,
      }))
      // A fixed segment wins over a parameter (/api/users/count before /api/users/[id]), as in Next's router.
      .sort((a, b) => a.params - b.params)
  );
}

/** The permission the table declares for this call, or undefined when it declares none. */
export async function declaredPermission(method: string, pathname: string) {
  matchers ??= adminMatchers();
  // Next answers HEAD with the GET handler.
  const verb = method === "HEAD" ? "GET" : method;
  const found = (await matchers).find((m) => m.method === verb && m.pattern.test(pathname));
  return found?.permission;
}

/** What the call requires: the declared permission, else the owner's alone (nothing opens by omission). */
export async function requiredPermission(method: string, pathname: string): Promise<Permission> {
  return (await declaredPermission(method, pathname)) ?? UNDECLARED_PERMISSION;
}
