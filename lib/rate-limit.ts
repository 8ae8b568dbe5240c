// Fixed-window counters in the database, so every app instance shares them (docs/decisions.md, "Brute force").
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { waitParams, type TemplatedErrorCode } from "@/lib/api/error-codes";
import { tooManyRequests } from "@/lib/api/errors";

/** `message` names what was limited; the 429 then says how long to wait, and carries `code` with the wait as
 *  params (lib/api/error-codes.ts) so a browser can say it in its reader's language. Without a message a
 *  generic text is used. */
export type Limit = { limit: number; windowSeconds: number } & (
  { message: string; code: TemplatedErrorCode } | { message?: undefined; code?: undefined }
);

export const LIMITS = {
  // lib/auth/signin-limits.ts: per (account, client) rather than per account, so nobody can lock others out.
  signinPerAccountClient: {
    limit: 5,
    windowSeconds: 15 * 60,
    message: "Too many sign-in attempts.",
    code: "TOO_MANY_SIGN_IN_ATTEMPTS",
  },
  signinPerClient: {
    limit: 30,
    windowSeconds: 15 * 60,
    message: "Too many sign-in attempts.",
    code: "TOO_MANY_SIGN_IN_ATTEMPTS",
  },
  // lib/auth/recovery-limits.ts: the recovery forms count per (address, client) and per client, and per
  // address only against clients that already asked for it, so strangers cannot keep the owner out.
  verifyCode: {
    limit: 5,
    windowSeconds: 15 * 60,
    message: "Too many verification attempts.",
    code: "TOO_MANY_VERIFICATION_ATTEMPTS",
  },
  verifyCodePerIp: {
    limit: 30,
    windowSeconds: 15 * 60,
    message: "Too many verification attempts.",
    code: "TOO_MANY_VERIFICATION_ATTEMPTS",
  },
  resendCode: {
    limit: 5,
    windowSeconds: 60 * 60,
    message: "Too many code requests.",
    code: "TOO_MANY_CODE_REQUESTS",
  },
  resendCodePerIp: {
    limit: 20,
    windowSeconds: 60 * 60,
    message: "Too many code requests.",
    code: "TOO_MANY_CODE_REQUESTS",
  },
  resendCodePerAddress: {
    limit: 10,
    windowSeconds: 60 * 60,
    message: "Too many code requests.",
    code: "TOO_MANY_CODE_REQUESTS",
  },
  resetRequest: {
    limit: 3,
    windowSeconds: 60 * 60,
    message: "Too many password reset requests.",
    code: "TOO_MANY_PASSWORD_RESET_REQUESTS",
  },
  resetRequestPerIp: {
    limit: 20,
    windowSeconds: 60 * 60,
    message: "Too many password reset requests.",
    code: "TOO_MANY_PASSWORD_RESET_REQUESTS",
  },
  resetRequestPerAddress: {
    limit: 10,
    windowSeconds: 60 * 60,
    message: "Too many password reset requests.",
    code: "TOO_MANY_PASSWORD_RESET_REQUESTS",
  },
  passwordCheck: {
    limit: 5,
    windowSeconds: 15 * 60,
    message: "Too many password attempts.",
    code: "TOO_MANY_PASSWORD_ATTEMPTS",
  },
  // lib/two-factor/code-limits.ts: wrong two-factor codes, over every form that takes one (sign-in, disable,
  // withdrawals), so a stolen password cannot buy fresh guesses by starting new sign-ins.
  twoFactorPerUser: {
    limit: 10,
    windowSeconds: 15 * 60,
    message: "Too many incorrect authentication codes.",
    code: "TOO_MANY_INCORRECT_AUTHENTICATION_CODES",
  },
  twoFactorPerClient: {
    limit: 30,
    windowSeconds: 15 * 60,
    message: "Too many incorrect authentication codes.",
    code: "TOO_MANY_INCORRECT_AUTHENTICATION_CODES",
  },
  signupPerIp: { limit: 20, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/** Counts one attempt; throws 429 once the window's limit is passed. One atomic upsert, no read-then-write race. */
export async function consume(key: string, limit: Limit, exec?: Executor): Promise<void> {
  const { points, retry } = await count(key, limit.windowSeconds, exec);
  if (points > limit.limit) throw limited(retry, limit);
}

/** Adds one to the key's window (opening a new one if it ran out) and says where it stands. */
export async function count(
  key: string,
  windowSeconds: number,
  exec?: Executor,
): Promise<{ points: number; retry: number }> {
  const db = exec ?? (await getDb());
  const [row] = await queryRows<{ points: number; retry: number }>(
    db,
    sql`insert into rate_limits (key, points, expires_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
        returning points, ceil(extract(epoch from (expires_at - now())))::int as retry`,
  );
  return { points: Number(row?.points ?? 0), retry: Math.max(1, Number(row?.retry ?? 1)) };
}

/** Takes back one counted attempt (an attempt refused before it was tried). */
export async function uncount(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update rate_limits set points = points - 1 where key = ${key} and points > 0`);
}

/** Keeps the key live for `seconds` from now (a wait, rather than a count). */
export async function hold(key: string, seconds: number): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`insert into rate_limits (key, points, expires_at)
        values (${key}, 1, now() + make_interval(secs => ${seconds}))
        on conflict (key) do update set points = 1, expires_at = excluded.expires_at`,
  );
}

/** Seconds until a live key runs out, or 0 when it is absent or over. */
export async function secondsLeft(key: string): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ retry: number }>(
    db,
    sql`select ceil(extract(epoch from (expires_at - now())))::int as retry
        from rate_limits where key = ${key} and expires_at > now()`,
  );
  return row ? Math.max(1, Number(row.retry)) : 0;
}

export function limited(retry: number, { message, code }: Pick<Limit, "message" | "code">) {
  if (!message || !code) return tooManyRequests(retry);
  return tooManyRequests(retry, `${message} Please try again in ${waitText(retry)}.`, {
    code,
    params: waitParams(retry),
  });
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** A success clears the account's failures (e.g. the right password after a typo). */
export async function clearLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The client a per-client limit counts (TRUST_PROXY decides whether X-Forwarded-For is believed). */
export { clientAddress as clientIp } from "@/lib/net/client-address";
