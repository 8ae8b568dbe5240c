// The second step of a sign-in with two-factor on. The right password earns a challenge: 256 random bits
// held by the client, stored only as their sha256, bound to the user and the token version of that moment.
// It lives 5 minutes, takes 5 codes at most, and is spent by the first right one.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { twoFactorChallenges, users, type User } from "@/db/schema";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { finishSignIn, type SignedIn } from "@/lib/auth/finish-sign-in";
import type { SignInContext } from "@/lib/auth/sign-in-context";
import { invalidTwoFactorCode } from "./code-limits";
import { SIGN_IN_CHALLENGE_EXPIRED, TWO_FACTOR_CODES } from "./messages";
import { verifyTwoFactorCode } from "./verify-two-factor-code";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const hashChallenge = (challenge: string) => createHash("sha256").update(challenge).digest("hex");

const challengeExpired = () =>
  unauthorized(SIGN_IN_CHALLENGE_EXPIRED, { code: TWO_FACTOR_CODES.challengeExpired });

export async function issueSignInChallenge(user: Pick<User, "id" | "tokenVersion">): Promise<string> {
  const db = await getDb();
  const now = Date.now();
  // The user's spent and run-out challenges go as new ones come, so the table stays small.
  await db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, user.id),
        or(isNotNull(twoFactorChallenges.usedAt), lt(twoFactorChallenges.expiresAt, new Date(now))),
      ),
    );
  const challenge = randomBytes(32).toString("base64url");
  await db.insert(twoFactorChallenges).values({
    idHash: hashChallenge(challenge),
    userId: user.id,
    tokenVersion: user.tokenVersion,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * Exchanges a live challenge and a right code (TOTP, or a recovery code, which is then spent) for the
 * sign-in the password step would have given. Unknown, run-out, spent and worn-out challenges, and users
 * whose password changed or who turned 2FA off meanwhile, all get the same 401: sign in again.
 */
export async function completeTwoFactorSignIn(
  input: { challenge: string; code: string },
  context: SignInContext,
): Promise<SignedIn> {
  const db = await getDb();
  const idHash = hashChallenge(input.challenge);
  const live = and(
    eq(twoFactorChallenges.idHash, idHash),
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, new Date(Date.now())),
  );
  // The try is counted before the code is checked, so parallel guesses cannot pass the five either.
  const [entry] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(and(live, lt(twoFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS)))
    .returning({
      userId: twoFactorChallenges.userId,
      tokenVersion: twoFactorChallenges.tokenVersion,
      attempts: twoFactorChallenges.attempts,
    });
  if (!entry) throw challengeExpired();

  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, entry.userId),
        eq(users.tokenVersion, entry.tokenVersion),
        isNull(users.deletedAt),
        isNotNull(users.twoFactorEnabledAt),
      ),
    );
  if (!user) throw challengeExpired();

  try {
    await verifyTwoFactorCode(user.id, input.code, { allowRecoveryCode: true, client: context.ip });
  } catch (err) {
    // A wrong code says how many tries this challenge has left (none: back to the password).
    if (err instanceof ApiError && err.status === 400)
      throw invalidTwoFactorCode({ attemptsLeft: CHALLENGE_MAX_ATTEMPTS - entry.attempts });
    throw err;
  }

  const spent = await db
    .update(twoFactorChallenges)
    .set({ usedAt: new Date(Date.now()) })
    .where(live)
    .returning({ idHash: twoFactorChallenges.idHash });
  if (spent.length === 0) throw challengeExpired();
  return finishSignIn(user, context);
}
