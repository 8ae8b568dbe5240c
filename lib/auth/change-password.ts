import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { unauthorized } from "@/lib/api/errors";
import { checkCurrentPassword } from "./check-current-password";
import { mailPasswordChange } from "./mail-password-change";
import { hashSecret } from "./password";
import { revokeAllSessions } from "./revoke-sessions";
import { mintToken } from "./token";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/**
 * New password for the signed-in user. Every other session ends (rows revoked, token version bumped); the
 * caller's device stays signed in: the same session, listed as before, with a fresh token carrying the new
 * version.
 */
export async function changePassword(
  user: User,
  input: { currentPassword: string; newPassword: string },
  sessionId: string,
): Promise<{ token: string }> {
  await checkCurrentPassword(user, input.currentPassword, WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashSecret(input.newPassword);
  const db = await getDb();
  // Guarded on the version the caller authenticated with: if a reset or another change ended this session
  // meanwhile, it must not come back to life with a fresh token.
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion), isNull(users.deletedAt)))
      .returning();
    if (row) {
      await revokeAllSessions(tx, user.id, sessionId);
      await mailPasswordChange(tx, row, "changed", row.updatedAt);
    }
    return row;
  });
  if (!updated) throw unauthorized();
  return { token: await mintToken(updated, sessionId) };
}
