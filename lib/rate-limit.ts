// Fixed-window counters in the database, so every app instance shares them (design.md, "Brute force").
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { tooManyRequests } from "@/lib/api/errors";

/** `message` names what was limited; the 429 then says how long to wait. Without it a generic text is used. */
export type Limit = { limit: number; windowSeconds: number; message?: string };

export const LIMITS = {
  signinPerAccount: { limit: 5, windowSeconds: 15 * 60, message: "Too many sign-in attempts." },
  signinPerIp: { limit: 30, windowSeconds: 15 * 60, message: "Too many sign-in attempts." },
  verifyCode: { limit: 5, windowSeconds: 15 * 60, message: "Too many verification attempts." },
  resendCode: { limit: 5, windowSeconds: 60 * 60, message: "Too many code requests." },
  resendCodePerIp: { limit: 20, windowSeconds: 60 * 60, message: "Too many code requests." },
  resetRequest: { limit: 3, windowSeconds: 60 * 60, message: "Too many password reset requests." },
  resetRequestPerIp: { limit: 20, windowSeconds: 60 * 60, message: "Too many password reset requests." },
  changePassword: { limit: 5, windowSeconds: 15 * 60, message: "Too many password change attempts." },
  signupPerIp: { limit: 20, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/** Counts one attempt; throws 429 once the window's limit is passed. One atomic upsert, no read-then-write race. */
export async function consume(
  key: string,
  { limit, windowSeconds, message }: Limit,
  exec?: Executor,
): Promise<void> {
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
  if (row && Number(row.points) > limit) {
    const retry = Math.max(1, Number(row.retry));
    throw tooManyRequests(retry, message ? `${message} Please try again in ${waitText(retry)}.` : undefined);
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Whether the key is already over its limit, without counting an attempt. */
export async function isLimited(key: string, { limit }: Limit): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return !!row && row.expiresAt > new Date() && row.points >= limit;
}

/** A success clears the account's failures (e.g. the right password after a typo). */
export async function clearLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function clientIp(req: Request): string {
  const fwd = req.headers.get("x-forwarded-for");
  return (fwd?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "local").slice(0, 64);
}
