// POST /api/admin/users/{id}/two-factor/reset: the way back for someone who lost both their authenticator
// and their recovery codes, or whose account was taken over by an attacker's authenticator. An
// administrator does it only after checking who is asking (outside the app: support's identity check), and
// says so in the required reason. The secret, recovery codes and open sign-in challenges go; every session
// of the account ends too, since a takeover's session may be among them; the audit row records who reset
// whom and why; the owner is e-mailed. An administrator cannot reset their own: that is the password and
// code check of turning it off in Settings.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { twoFactorChallenges, users } from "@/db/schema";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { revokeAllSessions } from "@/lib/auth/revoke-sessions";
import type { ResetTwoFactorInput } from "@/lib/validation/two-factor";
import { mailTwoFactorChange } from "./mail-two-factor-change";
import { TWO_FACTOR_NOT_ENABLED } from "./messages";
import { deleteRecoveryCodes } from "./recovery-codes";

export const TWO_FACTOR_RESET_DONE = "Two-factor authentication has been reset";
export const TWO_FACTOR_RESET_SELF =
  "You cannot reset your own two-factor authentication. Turn it off in Settings > Security.";

export async function resetTwoFactor(adminId: number, userId: number, { reason }: ResetTwoFactorInput) {
  if (userId === adminId) throw forbidden(TWO_FACTOR_RESET_SELF);
  const db = await getDb();
  const { sessionsEnded } = await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!user) throw notFound("User not found");
    if (!user.twoFactorEnabledAt) throw conflict(TWO_FACTOR_NOT_ENABLED);
    await tx
      .update(users)
      .set({
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await deleteRecoveryCodes(tx, userId);
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    const sessionsEnded = await revokeAllSessions(tx, userId);
    await recordAudit(tx, {
      adminId,
      action: "TWO_FACTOR_RESET",
      userId,
      reason,
      ...auditDetails("TWO_FACTOR_RESET", { email: user.email, sessions: sessionsEnded }),
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false, sessionsEnded },
    });
    await mailTwoFactorChange(tx, user, "reset");
    return { sessionsEnded };
  });
  return { message: TWO_FACTOR_RESET_DONE, sessionsEnded };
}
