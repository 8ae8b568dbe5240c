// Step two of turning two-factor on: the password (the shared, limited check) proves the owner is here, not
// just their session; a current code of the pending secret proves the app has it. Then the secret is active,
// its step is spent, ten recovery codes are issued (returned this once only) and the owner is e-mailed.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { badRequest, conflict } from "@/lib/api/errors";
import { checkCurrentPassword } from "@/lib/auth/check-current-password";
import type { EnableTwoFactorInput } from "@/lib/validation/two-factor";
import { invalidTwoFactorCode, withCodeLimits } from "./code-limits";
import { mailTwoFactorChange } from "./mail-two-factor-change";
import {
  TWO_FACTOR_ALREADY_ENABLED,
  TWO_FACTOR_SETUP_FIRST,
  WRONG_PASSWORD_FOR_TWO_FACTOR,
} from "./messages";
import { replaceRecoveryCodes } from "./recovery-codes";
import { matchTotpStep } from "./totp";
import { openTotpSecret } from "./two-factor-secret";
import { twoFactorEnabled } from "./verify-two-factor-code";

export async function enableTwoFactor(
  user: User,
  { code, password }: EnableTwoFactorInput,
): Promise<{ recoveryCodes: string[] }> {
  if (user.twoFactorEnabledAt) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
  const pending = user.twoFactorSecret;
  if (!pending) throw badRequest(TWO_FACTOR_SETUP_FIRST);
  // Before the code: a wrong password must not spend the code's step.
  await checkCurrentPassword(user, password, WRONG_PASSWORD_FOR_TWO_FACTOR, "password");
  const db = await getDb();
  let recoveryCodes: string[] = [];
  let lostRace = false;
  await withCodeLimits({ userId: user.id }, async () => {
    const step = matchTotpStep(openTotpSecret(user.id, pending), code.replace(/\s/g, ""), Date.now());
    if (step === null) return false;
    return db.transaction(async (tx) => {
      // Only the secret the code was checked against: a setup that replaced it meanwhile wins.
      const enabled = await tx
        .update(users)
        .set({ twoFactorEnabledAt: new Date(Date.now()), twoFactorLastStep: step })
        .where(
          and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt), eq(users.twoFactorSecret, pending)),
        )
        .returning({ id: users.id });
      if (enabled.length === 0) {
        // Not a wrong code: another request enabled 2FA, or a new setup replaced the secret, meanwhile.
        lostRace = true;
        return true;
      }
      recoveryCodes = await replaceRecoveryCodes(tx, user.id);
      await mailTwoFactorChange(tx, user, "enabled");
      return true;
    });
  });
  if (lostRace)
    throw (await twoFactorEnabled(user.id)) ? conflict(TWO_FACTOR_ALREADY_ENABLED) : invalidTwoFactorCode();
  return { recoveryCodes };
}
