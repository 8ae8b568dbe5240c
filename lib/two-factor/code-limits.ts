// Limits on wrong two-factor codes: per user (10 in 15 minutes, over every form that takes a code) and,
// where a client address is known, per client (30 in 15 minutes, over all accounts). Each try is counted
// before the code is checked, so parallel guesses cannot all slip in under the limit; a right code gives
// its count back, so only wrong ones add up.
import { count, LIMITS, limited, uncount, type Limit } from "@/lib/rate-limit";
import { badRequest } from "@/lib/api/errors";
import { INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CODES } from "./messages";

const userKey = (userId: number) => `two-factor:user:${userId}`;
const clientKey = (client: string) => `two-factor:client:${client}`;

export const invalidTwoFactorCode = (extra: Record<string, unknown> = {}) =>
  badRequest(INVALID_TWO_FACTOR_CODE, { code: TWO_FACTOR_CODES.invalid, ...extra });

async function enter(key: string, limit: Limit): Promise<void> {
  const { points, retry } = await count(key, limit.windowSeconds);
  if (points > limit.limit) {
    // Refused untried: it must not count as one more wrong code.
    await uncount(key);
    throw limited(retry, limit);
  }
}

/**
 * Runs `check` (true: the code was right) under the limits. Throws 429 past a limit, the 400 "Invalid
 * authentication code." when `check` says no.
 */
export async function withCodeLimits(
  who: { userId: number; client?: string },
  check: () => Promise<boolean>,
): Promise<void> {
  const keys = [userKey(who.userId)];
  await enter(keys[0], LIMITS.twoFactorPerUser);
  if (who.client) {
    try {
      await enter(clientKey(who.client), LIMITS.twoFactorPerClient);
    } catch (err) {
      await uncount(keys[0]);
      throw err;
    }
    keys.push(clientKey(who.client));
  }
  if (!(await check())) throw invalidTwoFactorCode();
  for (const key of keys) await uncount(key);
}
