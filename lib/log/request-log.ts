// One line per API request (lib/api/route.ts wraps every handler in logRequest): its id, method, the route's
// pattern (/api/transactions/{id}, never the ids themselves), status, duration and, once signed in, the user's
// id (never the e-mail). The id comes from a trusted proxy's X-Request-Id or is made here, goes back in the
// answer's X-Request-Id, and every line written while handling the request carries it (context.ts).
// Whatever else wants to watch each request (the metrics) subscribes with onRequestDone: called synchronously,
// once per request, next to the line.
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { currentLogContext, withLogContext, type LogContext } from "./context";
import { areaLog } from "./logger";

export type RequestDone = { method: string; route: string; status: number; durationMs: number };
type Listener = (done: RequestDone) => void;

const g = globalThis as unknown as { __apexRequestListeners?: Set<Listener> };
const listeners = (g.__apexRequestListeners ??= new Set());

/** Calls `listener` after every API request; returns the unsubscribe. */
export function onRequestDone(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A proxy's request id is a token of its own making: kept only when it looks like one (bounded, no spaces). */
const FORWARDED_ID = /^[\w.:@+=/-]{1,128}$/;

/**
 * X-Request-Id is read only behind a trusted proxy (TRUST_PROXY, as for X-Forwarded-For: without one in front
 * anyone can write it, and a chosen id would let a client tangle its lines with another's); otherwise, or
 * when it is absent or malformed, a fresh one.
 */
export function requestIdOf(req: Request): string {
  if (env().TRUST_PROXY > 0) {
    const forwarded = req.headers.get("x-request-id")?.trim();
    if (forwarded && FORWARDED_ID.test(forwarded)) return forwarded;
  }
  return randomUUID();
}

/**
 * The route's pattern: each path segment that is one of the route's parameters named as `{name}`. Parameters
 * are matched from the right, the order Next gives them, so a value equal to a fixed segment stays fixed.
 */
export function routePattern(
  pathname: string,
  params: Record<string, string | string[]> | undefined,
): string {
  const entries = params ? Object.entries(params) : [];
  if (!entries.length) return pathname;
  const segments = pathname.split("/");
  let at = segments.length - 1;
  for (let i = entries.length - 1; i >= 0; i--) {
    const [name, value] = entries[i];
    if (Array.isArray(value)) {
      // A catch-all ([...slug]) is the rest of the path.
      const start = segments.length - value.length;
      if (start > 0 && start <= at) {
        segments.splice(start, value.length, `{${name}}`);
        at = start - 1;
      }
      continue;
    }
    for (let j = at; j > 0; j--) {
      if (safeDecode(segments[j]) === value) {
        segments[j] = `{${name}}`;
        at = j - 1;
        break;
      }
    }
  }
  return segments.join("/");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The signed-in caller of the request being handled: its id goes on the request's line. */
export function setRequestUser(userId: number): void {
  const c = currentLogContext();
  if (c) c.userId = userId;
}

const log = () => areaLog("http");

// bench:api's comparison only (`--observe-off`): the bench server started with APEX_BENCH_ROUTES=1 and
// APEX_BENCH_UNOBSERVED=1 runs each handler bare, without its request line, id or histogram sample, to measure
// what they cost. Read once: nothing on the request's path.
const UNOBSERVED = process.env.APEX_BENCH_ROUTES === "1" && process.env.APEX_BENCH_UNOBSERVED === "1";

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Runs an API handler inside its request's log context, then writes its line and sets X-Request-Id. */
export async function logRequest<
  C extends { params?: Promise<Record<string, string | string[]>> } | undefined,
>(req: Request, ctx: C, handler: Handler<C>): Promise<Response> {
  if (UNOBSERVED) return handler(req, ctx);
  const started = performance.now();
  const context: LogContext = { reqId: requestIdOf(req) };
  let res: Response | undefined;
  try {
    res = await withLogContext(context, () => handler(req, ctx));
    return withRequestId(res, context.reqId!);
  } finally {
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = res?.status ?? 500;
    // Next hands every handler its params as a promise it has already settled: a microtask, no I/O.
    const params = await Promise.resolve(ctx?.params).catch(() => undefined);
    const done: RequestDone = {
      method: req.method,
      route: routePattern(new URL(req.url).pathname, params),
      status,
      durationMs,
    };
    const line = context.userId === undefined ? done : { ...done, userId: context.userId };
    withLogContext(context, () => log().info(line, "request"));
    for (const listener of listeners) {
      try {
        listener(done);
      } catch {
        // A watcher's failure never fails the request.
      }
    }
  }
}

function withRequestId(res: Response, reqId: string): Response {
  try {
    res.headers.set("X-Request-Id", reqId);
    return res;
  } catch {
    // Immutable headers (Response.redirect): a copy that may be changed.
    const copy = new Response(res.body, res);
    copy.headers.set("X-Request-Id", reqId);
    return copy;
  }
}
