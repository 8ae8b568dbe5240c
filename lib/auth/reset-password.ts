import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passwordResetTokens, users } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { unlockIn } from "@/lib/account-lock/lock-account";
import { mailPasswordChange } from "./mail-password-change";
import { hashSecret } from "./password";
import { revokeAllSessions } from "./revoke-sessions";
import { hashResetToken } from "./reset-token";
import { clearSigninLimits } from "./signin-limits";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired.";

const live = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const db = await getDb();
  // A cheap look first, so a bogus token costs no Argon2 hash.
  const [candidate] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(live(tokenHash));
  if (!candidate) throw badRequest(INVALID_RESET_LINK);
  const passwordHash = await hashSecret(input.password);
  const email = await db.transaction(async (tx) => {
    // The guarded update is what makes the token single-use: of two racing requests only one gets the row.
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(live(tokenHash))
      .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
    if (!token) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, token.userId), isNull(users.deletedAt)))
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        preferences: users.preferences,
        updatedAt: users.updatedAt,
      });
    if (!user) return null;
    await revokeAllSessions(tx, token.userId);
    // The mailbox's owner unlocks an account they locked themselves; withdrawals then wait 24 hours. An
    // administrator's lock stays until an administrator lifts it.
    await unlockIn(tx, token.userId, { blockWithdrawals: true, ownLockOnly: true });
    await mailPasswordChange(tx, user, "reset", user.updatedAt);
    // Other links mailed earlier would otherwise still reset the new password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.userId, token.userId),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.id, token.id),
        ),
      );
    return user.email;
  });
  if (!email) throw badRequest(INVALID_RESET_LINK);
  // Whoever holds the mailbox may sign in at once, even if guesses had locked the account.
  await clearSigninLimits(email);
}
