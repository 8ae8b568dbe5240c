// Turning two-factor off takes the password (the shared, limited check) and a code: a TOTP code or, for
// someone who lost the phone, a recovery code, or a passkey assertion asked for it. The secret, recovery codes and open challenges all go, and
// the owner is e-mailed.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { PasskeyAssertion } from "@/lib/auth/passkeys/assertion-schema";
import { twoFactorChallenges, users, type User } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { checkCurrentPassword } from "@/lib/auth/check-current-password";
import { mailTwoFactorChange } from "./mail-two-factor-change";
import { TWO_FACTOR_NOT_ENABLED, WRONG_PASSWORD_FOR_TWO_FACTOR } from "./messages";
import { deleteRecoveryCodes } from "./recovery-codes";
import { verifySecondFactor } from "./verify-two-factor-code";

export async function disableTwoFactor(
  user: User,
  input: { password: string; code?: string; passkey?: PasskeyAssertion },
  client: string,
): Promise<void> {
  if (!user.twoFactorEnabledAt) throw conflict(TWO_FACTOR_NOT_ENABLED);
  await checkCurrentPassword(user, input.password, WRONG_PASSWORD_FOR_TWO_FACTOR, "password");
  await verifySecondFactor(
    user.id,
    { code: input.code ?? "", passkey: input.passkey },
    { purpose: "two-factor-disable", binding: "" },
    { allowRecoveryCode: true, client },
  );
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
      .where(eq(users.id, user.id));
    await deleteRecoveryCodes(tx, user.id);
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    await mailTwoFactorChange(tx, user, "disabled");
  });
}
