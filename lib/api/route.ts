import "server-only";
// Thin route handlers behind a declarative guard: authenticate, authorise, parse, call lib/, map errors.
//   export const POST = userRoute(async ({ req, user }) => { ... })
import { messageCode } from "@/lib/i18n/message-code";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { authenticate, sessionCookieValue, type Scope, type Session } from "@/lib/auth/authenticate";
import { sessionCookie } from "@/lib/auth/token";
import { databaseUnavailableCode } from "@/lib/db-errors";
import { ChainSourceError } from "@/lib/deposits/watch/chain-source";
import { env } from "@/lib/env";
import { isDraining, trackRequest } from "@/lib/lifecycle/shutdown";
import { logError } from "@/lib/log-error";
import { areaLog } from "@/lib/log/logger";
import { logRequest, setRequestUser } from "@/lib/log/request-log";
// Loaded with every route: subscribes the request metrics to the request log's hook.
import "@/lib/metrics/observe";
import { trustedHop } from "@/lib/net/client-address";
import { can, type Permission } from "@/lib/admin/roles/permissions";
import { requiredPermission } from "./admin-permission";
import { issueTemplate } from "./error-codes";
import { ApiError, forbidden, unauthorized, type FieldError } from "./errors";

type Params = Record<string, string>;
type RouteContext = { params: Promise<Params> };
type Result = Response | Record<string, unknown> | unknown[];

type PublicArgs = { req: Request; params: Params; session: Session | null };
type UserArgs<S extends Scope = "session"> = {
  req: Request;
  params: Params;
  session: Session<S>;
  user: Session<S>["user"];
};

export function zodErrors(error: ZodError): FieldError[] {
  // A message with figures in it carries its code and params (lib/api/error-codes.ts).
  return error.issues.map((i) => ({
    path: i.path.join(".") || "body",
    message: i.message,
    ...issueTemplate(i),
  }));
}

/** Seconds a client should wait after a 503: a database restart, or this instance replaced, takes seconds. */
const UNAVAILABLE_RETRY_AFTER = 5;

/** 503: the database is out of reach, or this instance is shutting down; the same call succeeds shortly. */
export const serviceUnavailable = () =>
  new ApiError(503, "The service is briefly unavailable. Please try again shortly.", {
    retryAfter: UNAVAILABLE_RETRY_AFTER,
  });

/** 502: a blockchain node the call needed did not answer as a node would. */
export const CHAIN_NODE_UNAVAILABLE = "The blockchain node did not answer. Please try again in a minute.";

export function errorResponse(err: unknown): NextResponse {
  if (err instanceof ApiError) {
    const headers: Record<string, string> = {};
    if ((err.status === 429 || err.status === 503) && typeof err.extra.retryAfter === "number")
      headers["Retry-After"] = String(err.extra.retryAfter);
    const { clearCookie, ...extra } = err.extra;
    // `code` names the error for the browser, which shows it in the reader's language (lib/i18n/message-code.ts).
    const res = NextResponse.json(
      { message: err.message, code: messageCode(err.message), ...extra },
      { status: err.status, headers },
    );
    // A signed cookie whose session has ended (password changed, user deleted) is dropped, so the
    // middleware stops treating the browser as signed in and cannot bounce it between pages.
    if (clearCookie) res.cookies.set({ ...sessionCookie(""), maxAge: 0 });
    return res;
  }
  if (err instanceof ZodError) {
    const errors = zodErrors(err);
    const [first] = errors;
    const message = first?.message ?? "Invalid input";
    const params = first?.params ? { params: first.params } : {};
    return NextResponse.json(
      { message, code: first?.code ?? messageCode(message), ...params, errors },
      { status: 400 },
    );
  }
  if (err instanceof ChainSourceError) {
    // A chain node down or answering nonsense (a payout export, a balance read): not a bug of ours, and the
    // same call works once the node answers. Its text names the node's host, so it stays in the log.
    areaLog("api").warn({ chainError: err.message }, "chain node unavailable: answered 502");
    return errorResponse(new ApiError(502, CHAIN_NODE_UNAVAILABLE));
  }
  const unavailable = databaseUnavailableCode(err);
  if (unavailable) {
    // Postgres restarting, out of reach or full: not a bug, and the pool reconnects by itself. One line, not
    // the error (whose text names the host).
    areaLog("api").warn({ unavailable }, "database unavailable: answered 503");
    return errorResponse(serviceUnavailable());
  }
  logError("[api] unhandled error", err);
  return NextResponse.json(
    { message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" },
    { status: 500 },
  );
}

function toResponse(result: Result): Response {
  return result instanceof Response ? result : NextResponse.json(result);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Cookie-authenticated mutations must come from our own pages (SameSite=Strict plus this closes CSRF).
function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  // X-Forwarded-Host is the client's to write unless a proxy we trust (TRUST_PROXY) wrote it.
  const hops = env().TRUST_PROXY;
  const forwarded = hops > 0 ? trustedHop(req.headers.get("x-forwarded-host"), hops) : null;
  const host = forwarded ?? req.headers.get("host");
  if (!origin || !host) throw forbidden("Cross-site request refused");
  try {
    if (new URL(origin).host !== host) throw forbidden("Cross-site request refused");
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw forbidden("Cross-site request refused");
  }
}

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The cross-site rule of the public mutations (sign-in, admin login, sign-up, the code, reset and contact
 * forms): no session to protect, but a form on another site must not sign a visitor's browser into someone
 * else's account (login CSRF). A browser names the page's site: another site's `Origin` (or a
 * `Sec-Fetch-Site` other than same-origin) is refused; and a body must be declared JSON, which neither a
 * form nor any other request a page may send cross-site without asking first can declare. Clients outside
 * a browser (bearer-token apps, scripts) send no Origin and are unaffected.
 */
function assertNotCrossSite(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  if (req.headers.has("origin")) assertSameOrigin(req);
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site request refused");
  const type = req.headers.get("content-type");
  const hasBody = Number(req.headers.get("content-length") ?? 0) > 0 || req.headers.has("transfer-encoding");
  if (type ? !JSON_MEDIA_TYPE.test(type) : hasBody)
    throw new ApiError(415, "Content-Type must be application/json");
}

/** `whileDraining`: still answered once a shutdown has begun (the health and readiness probes). */
type RouteOptions = { whileDraining?: boolean };

async function run(fn: () => Promise<Result>, opts: RouteOptions = {}): Promise<Response> {
  // A shutting-down instance takes no new work; the calls in flight are counted so it can wait for them
  // (lib/lifecycle/shutdown.ts).
  if (isDraining() && !opts.whileDraining) return errorResponse(serviceUnavailable());
  const done = trackRequest();
  try {
    return toResponse(await fn());
  } catch (err) {
    return errorResponse(err);
  } finally {
    done();
  }
}

/** A signed-in answer (or its refusal) is the caller's own: no browser or shared cache may keep it. */
function noStore(res: Response): Response {
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  return res;
}

export function publicRoute(fn: (args: PublicArgs) => Promise<Result>, opts: RouteOptions = {}) {
  const handler = async (req: Request, ctx?: RouteContext) => {
    const res = await run(async () => {
      assertNotCrossSite(req);
      return fn({ req, params: (await ctx?.params) ?? {}, session: null });
    }, opts);
    // A public mutation's answer is one caller's too (sign-in's token, sign-up's account); public reads
    // (plans, prices, the API document) are the same for everyone.
    return SAFE_METHODS.has(req.method) ? res : noStore(res);
  };
  // Every API call passes here once: its log line, X-Request-Id and the context its other lines carry.
  return (req: Request, ctx?: RouteContext) => logRequest(req, ctx, handler);
}

export const ROLE_FORBIDDEN = "Your administrator role does not allow this action";

// What a method and path require is a pure function of the route table, which is fixed for the life of the
// process: remembered per method and path (no promise or pattern scan on the next call), the administrator's
// role still checked on every call. Bounded: paths carry ids, so the map starts again past this many.
const PERMISSIONS_KEPT = 1_000;
const permissionOf = new Map<string, Permission>();

/** The permission the route table declares for this call (lib/api/admin-permission.ts), remembered. */
function permissionFor(req: Request): Permission | Promise<Permission> {
  const pathname = new URL(req.url).pathname;
  const key = `${req.method} ${pathname}`;
  const known = permissionOf.get(key);
  if (known !== undefined) return known;
  return requiredPermission(req.method, pathname).then((permission) => {
    if (permissionOf.size >= PERMISSIONS_KEPT) permissionOf.clear();
    permissionOf.set(key, permission);
    return permission;
  });
}

/** The administrator's role must hold the permission the route table declares for this call. */
function assertAdminMay(permission: Permission, adminRole: Session["user"]["adminRole"]) {
  // The permission goes with the refusal, so the caller knows what its role lacks.
  if (!can(adminRole, permission)) throw new ApiError(403, ROLE_FORBIDDEN, { permission });
}

function guarded<S extends Scope>(
  role: "ANY" | "INVESTOR" | "ADMIN",
  scope: S,
  fn: (args: UserArgs<S>) => Promise<Result>,
) {
  const handler = async (req: Request, ctx?: RouteContext) =>
    noStore(
      await run(async () => {
        const session = await authenticate(req, scope);
        if (!session) throw unauthorized(undefined, { clearCookie: !!sessionCookieValue(req) });
        setRequestUser(session.user.id);
        if (role === "ADMIN" && session.user.role !== "ADMIN")
          throw forbidden("Administrator access required");
        if (role === "ADMIN") {
          const permission = permissionFor(req);
          assertAdminMay(
            typeof permission === "string" ? permission : await permission,
            session.user.adminRole,
          );
        }
        if (role === "INVESTOR" && session.user.role !== "INVESTOR")
          throw forbidden("This is an investor action");
        if (session.via === "cookie") assertSameOrigin(req);
        return fn({ req, params: (await ctx?.params) ?? {}, session, user: session.user });
      }),
    );
  return (req: Request, ctx?: RouteContext) => logRequest(req, ctx, handler);
}

/** Any signed-in user (investor or admin), acting on their own data. */
export const userRoute = (fn: (args: UserArgs) => Promise<Result>) => guarded("ANY", "session", fn);
/** Any signed-in user, given their whole account row (the routes that show or change the account itself). */
export const accountRoute = (fn: (args: UserArgs<"account">) => Promise<Result>) =>
  guarded("ANY", "account", fn);
/** Investors only: the calls that move an investor's own money (administrators hold none). */
export const investorRoute = (fn: (args: UserArgs) => Promise<Result>) => guarded("INVESTOR", "session", fn);
/** Investors only, given their whole account row (identity verification reads and changes the account). */
export const investorAccountRoute = (fn: (args: UserArgs<"account">) => Promise<Result>) =>
  guarded("INVESTOR", "account", fn);
/** Administrators only; the role is read from the database, never trusted from the token, and the
 *  administrator's role must hold the permission the route's entry in lib/api/route-table.ts declares. */
export const adminRoute = (fn: (args: UserArgs) => Promise<Result>) => guarded("ADMIN", "session", fn);

export { BODY_LIMIT, parseBody, parseId, parseQuery } from "./parse-input";
export { parseMultipart } from "./parse-multipart";
