// Stripe-style idempotency keys for the money-moving POSTs, used inside a route's guard:
//   export const POST = investorRoute(idempotent(({ req }) => parseBody(req, schema), ({ input, user }) => ...))
// Without an `Idempotency-Key` header a request runs as it always did. With one, the first request's answer
// (status and JSON body, an error the action itself gave included) is stored per user and key with a hash of
// the request, and the same key with the same request gets that answer again, marked `Idempotent-Replayed:
// true`, without running again. Input refused by the parse step, a rate limit and an unexpected failure store
// nothing, so a corrected or later retry with the key runs.
//
// Claiming the key, the action and its stored answer are one transaction (withAmbientTransaction: the
// action's own transactions become savepoints of it), so a process killed at any point leaves either all of
// them or none: never an action done whose answer is missing. A second request with the key waits on the
// first one's claim (the primary key) until that commits, then replays its answer.
import { and, eq, isNull } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb, withAmbientTransaction } from "@/db/client";
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

const whereKey = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Keeps the answer on the claimed row, or gives the key up when there is nothing to keep. */
async function settle(userId: number, key: string, stored: Stored) {
  const db = await getDb();
  const where = and(whereKey(userId, key), isNull(idempotencyKeys.status));
  if (stored)
    await db
      .update(idempotencyKeys)
      .set({ status: stored.status, responseBody: stored.body, completedAt: now() })
      .where(where);
  else await db.delete(idempotencyKeys).where(where);
}

/** The key's row as another request committed it (null when there is none): replayed or refused. */
async function answerExisting(userId: number, key: string, hash: string): Promise<Response | null> {
  const db = await getDb();
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(userId, key));
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError(422, KEY_REUSED);
  if (row.status !== null) return replay(row);
  // A claim with no answer, committed by a version of this code that kept the two apart.
  throw conflict(KEY_IN_FLIGHT);
}

/**
 * Claims the key for this request: true when it is this request's to run. On Postgres an insert that meets
 * another transaction's uncommitted claim waits for it to end, so a second request with the key waits for
 * the first one's answer instead of running too.
 */
async function claim(userId: number, key: string, hash: string): Promise<boolean> {
  const db = await getDb();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, createdAt: now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Ends the transaction with a rollback, yet answers `res` (an answer of 500 or more the action returned). */
class RolledBack extends Error {
  constructor(readonly res: Response) {
    super("rolled back");
  }
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

    // One transaction: the claim, the action and its answer commit together. A refusal the action gave
    // (a 4xx) commits too, with what it counted (a wrong PIN, a wrong code), and is kept; a rate limit or a
    // lock (429) commits its counts but keeps nothing; an unexpected failure rolls everything back.
    let outcome: { res: Response } | { refused: ApiError };
    try {
      outcome = await withAmbientTransaction(async () => {
        // Whoever inserts the row runs; the others replay its answer or are refused. The row is gone only
        // when the one holding it kept nothing (then this request may claim it after all).
        for (let attempt = 0; !(await claim(userId, key, hash)); attempt++) {
          const existing = await answerExisting(userId, key, hash);
          if (existing) return { res: existing };
          if (attempt >= 3) throw conflict(KEY_IN_FLIGHT);
        }
        let res: Response;
        try {
          const result = await run({ ...args, input });
          res = result instanceof Response ? result : NextResponse.json(result);
        } catch (err) {
          if (!(err instanceof ApiError) || err.status >= 500) throw err;
          if (err.status === 429) {
            await settle(userId, key, null);
            return { refused: err };
          }
          res = errorResponse(err);
        }
        if (res.status >= 500) throw new RolledBack(res);
        await settle(userId, key, res.status === 429 ? null : await storable(res));
        return { res };
      });
    } catch (err) {
      if (err instanceof RolledBack) return err.res;
      throw err;
    }
    if (prunesNow())
      await pruneIdempotencyKeys().catch((err) => logError("[idempotency] pruning failed", err));
    if ("refused" in outcome) throw outcome.refused;
    return outcome.res;
  };
}
