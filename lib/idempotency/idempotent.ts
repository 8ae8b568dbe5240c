// Stripe-style idempotency keys for the money-moving POSTs, used inside a route's guard:
//   export const POST = investorRoute(idempotent(({ req }) => parseBody(req, schema), ({ input, user }) => ...))
// Without an `Idempotency-Key` header a request runs as it always did. With one, the first request's answer
// (status and JSON body, an error the action itself gave included) is stored per user and key with a hash of
// the request, and the same key with the same request gets that answer again, marked `Idempotent-Replayed:
// true`, without running again. Input refused by the parse step, a rate limit and an unexpected failure store
// nothing, so a corrected or later retry with the key runs.
import { and, eq, isNull } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { ApiError, badRequest, conflict } from "@/lib/api/errors";
import { BODY_LIMIT, readBytes } from "@/lib/api/parse-input";
import { errorResponse } from "@/lib/api/route";
import { now } from "@/lib/clock";
import { logError } from "@/lib/log-error";
import { pruneIdempotencyKeys, prunesNow } from "./prune";
import { requestHash } from "./request-hash";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

export const INVALID_KEY = "Idempotency-Key must be 1 to 255 printable characters";
export const KEY_IN_FLIGHT = "A request with this idempotency key is still being processed";
export const KEY_REUSED = "This idempotency key was used with a different request";

const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;
/** How long a second request with a key waits for the first to finish before it is told to come back. */
const WAIT_FOR_FIRST_MS = 2_000;
const POLL_MS = 50;

type Args = { req: Request; user: { id: number } };
type Result = Response | Record<string, unknown> | unknown[];

/** The key of a request: null without the header, a 400 when it is not 1 to 255 printable ASCII characters. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) throw badRequest(INVALID_KEY);
  return key;
}

function replay(row: { status: number | null; responseBody: unknown }): Response {
  return NextResponse.json(row.responseBody ?? null, {
    status: row.status ?? 200,
    headers: { [REPLAYED_HEADER]: "true" },
  });
}

type Stored = { status: number; body: unknown } | null;

/** The answer to keep, or null when it must not be kept (not JSON, or it sets a cookie). */
async function storable(res: Response): Promise<Stored> {
  if (res.headers.has("set-cookie")) return null;
  if (!/^application\/json\b/i.test(res.headers.get("content-type") ?? "")) return null;
  try {
    return { status: res.status, body: await res.clone().json() };
  } catch {
    return null;
  }
}

async function settle(userId: number, key: string, stored: Stored) {
  const db = await getDb();
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (stored)
    await db
      .update(idempotencyKeys)
      .set({ status: stored.status, responseBody: stored.body, completedAt: now() })
      .where(and(where, isNull(idempotencyKeys.status)));
  else await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status)));
}

/** The key's row as another request left it: replayed when done, waited for a little while still running. */
async function answerExisting(userId: number, key: string, hash: string): Promise<Response | null> {
  const db = await getDb();
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Gone: the first request stored nothing (a failure a retry may repeat); this one may run after all.
    if (!row) return null;
    if (row.requestHash !== hash) throw new ApiError(422, KEY_REUSED);
    if (row.status !== null) return replay(row);
    if (Date.now() >= deadline) throw conflict(KEY_IN_FLIGHT);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Claims the key for this request: true when it is this request's to run. */
async function claim(userId: number, key: string, hash: string): Promise<boolean> {
  const db = await getDb();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, createdAt: now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export function idempotent<A extends Args>(
  run: (args: A & { input: undefined }) => Promise<Result>,
): (args: A) => Promise<Result>;
export function idempotent<A extends Args, I>(
  parse: (args: A) => Promise<I> | I,
  run: (args: A & { input: I }) => Promise<Result>,
  options?: { maxBytes?: number },
): (args: A) => Promise<Result>;
/**
 * `parse` is the validation step (the body, the query): what it refuses is answered as always and stores
 * nothing. `run` is the action; its answer, success or refusal, is what the key keeps.
 */
export function idempotent<A extends Args, I>(
  first: (args: A) => Promise<unknown> | unknown,
  second?: (args: A & { input: I }) => Promise<Result>,
  { maxBytes = BODY_LIMIT.default }: { maxBytes?: number } = {},
) {
  const parse = (second ? first : () => undefined) as (args: A) => Promise<I> | I;
  const run = (second ?? first) as (args: A & { input: I }) => Promise<Result>;

  return async (args: A): Promise<Result> => {
    const key = idempotencyKeyOf(args.req);
    if (key === null) return run({ ...args, input: await parse(args) });

    // The body is read here from a copy, for the hash; the parse step reads the request itself.
    const text = new TextDecoder().decode(await readBytes(args.req.clone(), maxBytes));
    const hash = requestHash(args.req.method, args.req.url, text);
    const input = await parse(args);
    const userId = args.user.id;

    // One request per key runs: whoever inserts the row. The others replay its answer, wait for it or are
    // refused; if the first stored nothing (its row is gone), the next one claims the key afresh.
    while (!(await claim(userId, key, hash))) {
      const existing = await answerExisting(userId, key, hash);
      if (existing) return existing;
    }

    let res: Response;
    try {
      const result = await run({ ...args, input });
      res = result instanceof Response ? result : NextResponse.json(result);
    } catch (err) {
      // A refusal the action gave is its answer; a rate limit, input it refused as malformed or a failure
      // of ours is not, and a retry with the key may run.
      if (!(err instanceof ApiError) || err.status >= 500 || err.status === 429) {
        await settle(userId, key, null).catch((e) => logError("[idempotency] key not released", e));
        throw err;
      }
      res = errorResponse(err);
    }
    const stored = res.status < 500 && res.status !== 429 ? await storable(res) : null;
    try {
      await settle(userId, key, stored);
    } catch (err) {
      // The action has run: its answer goes out, and the key stays "in flight" (refused, never run again)
      // until it is pruned.
      logError("[idempotency] answer not stored", err);
    }
    if (prunesNow())
      await pruneIdempotencyKeys().catch((err) => logError("[idempotency] pruning failed", err));
    return res;
  };
}
