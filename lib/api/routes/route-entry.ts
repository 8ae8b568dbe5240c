// What a route-table entry is (lib/api/route-table.ts) and the two helpers every area's list is written with:
// `route("POST /api/…", access, tag, summary, { … })` and `admin("<permission>")` for an admin route's access.
import type { z } from "zod";
import type { Permission } from "@/lib/admin/roles/permissions";

/** public: anyone; user: any signed-in account; investor: INVESTOR role only (moves the caller's money);
 *  admin: ADMIN role only; cron: the CRON_SECRET bearer only; bench: nobody, a 404, unless the server was
 *  started for `npm run bench:api` (bench/twins/bench-route.ts). */
export type Access = "public" | "user" | "investor" | "admin" | "cron" | "bench";

/** An admin route's access: the permission an administrator's role must hold to call it
 *  (lib/admin/roles/permissions.ts). A route left with plain "admin" is the owner's alone until it names one. */
export const admin = (permission: Permission) => ({ access: "admin" as const, permission });

/** The route wrapper (lib/api/route.ts) each access level is written with in the route files. */
export const WRAPPERS_FOR_ACCESS: Record<Access, readonly string[]> = {
  public: ["publicRoute"],
  cron: ["publicRoute"], // the secret is checked in the handler (lib/interest/authorize-cron.ts)
  user: ["userRoute", "accountRoute"],
  investor: ["investorRoute", "investorAccountRoute"],
  admin: ["adminRoute"],
  bench: ["benchRoute"],
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RouteEntry = {
  method: Method;
  /** As on disk under app/: `/api/users/[id]`. */
  path: string;
  access: Access;
  /** Admin routes: the permission the caller's administrator role must hold (`admin("...")` above). */
  permission?: Permission;
  /** The group in the reference (/api/docs). */
  tag: string;
  summary: string;
  description?: string;
  /** The query schema the handler passes to parseQuery. */
  query?: z.ZodType;
  /** The JSON body schema the handler passes to parseBody. */
  body?: z.ZodType;
  /** Takes an `Idempotency-Key` header (lib/idempotency): a retry with the key gets the first answer. */
  idempotent?: boolean;
  /** A multipart/form-data body instead of JSON: the text fields' schema and the file fields. */
  multipart?: { fields: z.ZodType; files: readonly string[] };
  /** The JSON answer (200, or 201 with `created`). */
  response?: z.ZodType;
  /** The success answer is 201 Created (a new resource), not 200. */
  created?: boolean;
  /** A 202 answer: the action waits for a second administrator (lib/admin/approvals). */
  accepted?: z.ZodType;
  /** A non-JSON answer: its media type and what it holds (with `response` too: either, by request). */
  download?: { contentType: string; description: string };
  /** Error answers beyond the ones every route of its kind gives (lib/api/openapi/document.ts, `responses`),
   *  each with when it happens; all of them the shared Error body. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The 503 answer when it is not the shared Error body (a probe's own), or false for a route that never
   *  answers 503 (every other route may: database unreachable, or the instance shutting down). */
  unavailable?: z.ZodType | false;
};

/** The 4xx, the 502 of a blockchain node that did not answer, and the 503 of a service out of reach, a route
 *  may document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** An entry from its "METHOD /api/path" key, its access (`"user"`, or `admin("<permission>")`), its group in
 *  the reference and its summary, and the rest of its contract. */
export const route = (
  key: `${Method} /api/${string}`,
  access: Access | ReturnType<typeof admin>,
  tag: string,
  summary: string,
  more: Omit<RouteEntry, "method" | "path" | "access" | "permission" | "tag" | "summary"> = {},
): RouteEntry => {
  const [method, path] = key.split(" ") as [Method, string];
  const declared = typeof access === "string" ? { access } : access;
  return { method, path, ...declared, tag, summary, ...more };
};
