// Withdrawal limits in USD over a rolling 24 hours and 30 days, by verification level and per investor. Counted
// at each request's USD value when it was made, over every request still pending or paid (rejected and failed
// ones returned the money). None is set on a fresh install, so the withdrawal flow stands as it always was until
// an administrator sets one.
import Decimal from "decimal.js";
import { and, eq, gt, inArray, notInArray, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users, withdrawalLimits, withdrawalRequests } from "@/db/schema";
import { badRequest, notFound } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import type { Asset } from "@/lib/money/assets";
import { getGuardPrices } from "@/lib/prices/usd-prices";
import type { LimitLevel, PeriodLimit, UserLimits } from "./levels";

export { LIMIT_LEVELS, type LimitLevel } from "./levels";

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIODS = { daily: DAY_MS, monthly: 30 * DAY_MS } as const;
type Period = keyof typeof PERIODS;

export const LIMIT_EXCEEDED = "This withdrawal is above your withdrawal limit";

const usd = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** The limits that apply to this investor: their own where set, else their level's (null: none). */
async function limitsFor(exec: Executor, userId: number) {
  const [user] = await exec.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  const level: LimitLevel = user.isVerified ? "VERIFIED" : "UNVERIFIED";
  const rows = await exec
    .select()
    .from(withdrawalLimits)
    .where(inArray(withdrawalLimits.scope, [`level:${level}`, `user:${userId}`]));
  const own = rows.find((r) => r.scope === `user:${userId}`);
  const lvl = rows.find((r) => r.scope === `level:${level}`);
  return {
    level,
    daily: own?.daily ?? lvl?.daily ?? null,
    monthly: own?.monthly ?? lvl?.monthly ?? null,
  };
}

/**
 * USD value of the investor's withdrawals still pending or paid within the period, each at the value recorded
 * when it was requested (a later price move neither frees nor uses up a limit); a request from before values
 * were recorded is counted at today's price.
 */
async function usedIn(exec: Executor, userId: number, period: Period): Promise<Decimal> {
  const since = new Date(now().getTime() - PERIODS[period]);
  const rows = await exec
    .select({
      asset: withdrawalRequests.asset,
      recorded: sql<string | null>`sum(${withdrawalRequests.usdValue})::text`,
      // Requests from before values were recorded: their amount, priced below at today's price.
      unvalued: sql<string | null>`(sum(amount) filter (where usd_value is null))::text`,
    })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.userId, userId),
        gt(withdrawalRequests.createdAt, since),
        notInArray(withdrawalRequests.status, ["REJECTED", "FAILED"]),
      ),
    )
    .groupBy(withdrawalRequests.asset);
  const recorded = rows.reduce((sum, r) => sum.plus(r.recorded ?? 0), new Decimal(0));
  if (rows.every((r) => r.unvalued === null)) return recorded;
  const prices = await getGuardPrices(rows.map((r) => r.asset as Asset));
  return rows.reduce(
    (sum, r) =>
      r.unvalued === null ? sum : sum.plus(new Decimal(r.unvalued).times(prices[r.asset as Asset])),
    recorded,
  );
}

function periodLimit(limit: string | null, used: Decimal): PeriodLimit {
  if (limit === null) return { limit: null, used: usd(used), remaining: null };
  const remaining = Decimal.max(0, new Decimal(limit).minus(used));
  return { limit: usd(new Decimal(limit)), used: usd(used), remaining: usd(remaining) };
}

/** GET /api/users/withdrawal-limits. */
export async function userWithdrawalLimits(exec: Executor, userId: number): Promise<UserLimits> {
  const limits = await limitsFor(exec, userId);
  return {
    level: limits.level,
    daily: periodLimit(limits.daily, await usedIn(exec, userId, "daily")),
    monthly: periodLimit(limits.monthly, await usedIn(exec, userId, "monthly")),
  };
}

/**
 * Refuses a withdrawal of `usdValue` that would pass a limit. Called in the request's own transaction under a
 * per-investor lock, so parallel requests are counted one after another and never pass the limit together.
 */
export async function assertWithinLimits(tx: Executor, userId: number, usdValue: string) {
  // Without a limit nothing is counted and nothing waits.
  const unlocked = await limitsFor(tx, userId);
  if (unlocked.daily === null && unlocked.monthly === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(727201, ${userId})`);
  const limits = await limitsFor(tx, userId);
  for (const period of ["daily", "monthly"] as const) {
    const limit = limits[period];
    if (limit === null) continue;
    const used = await usedIn(tx, userId, period);
    if (used.plus(usdValue).gt(limit)) {
      const remaining = usd(Decimal.max(0, new Decimal(limit).minus(used)));
      throw badRequest(LIMIT_EXCEEDED, { limit: { period, limit: usd(new Decimal(limit)), remaining } });
    }
  }
}
