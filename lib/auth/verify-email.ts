import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { clearRecoveryPair, enterRecoveryLimits } from "./recovery-limits";
import { consumeVerificationCode } from "./verification-code";

export const INVALID_CODE = "Invalid verification code. Please try again.";

/**
 * Confirms the e-mail address with its six-digit code. Unknown e-mail and wrong code answer alike. Six
 * digits must not be guessable: a code takes CODE_MAX_ATTEMPTS tries in all (verification-code.ts), and
 * each client a few per address and some per window over all addresses, counted before anything is looked
 * up. Not per address alone: a stranger's wrong guesses would then lock the owner out.
 */
export async function verifyEmail(input: { email: string; code: string }, client: string): Promise<void> {
  await enterRecoveryLimits("verify-code", input.email, client, {
    perClient: LIMITS.verifyCodePerIp,
    perPair: LIMITS.verifyCode,
  });
  const user = await findLiveUserByEmail(input.email);
  if (!user) throw badRequest(INVALID_CODE);
  const db = await getDb();
  const verified = await db.transaction(async (tx) => {
    if (!(await consumeVerificationCode(user.id, input.code, tx))) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return true;
  });
  if (!verified) throw badRequest(INVALID_CODE);
  await clearRecoveryPair("verify-code", input.email, client);
}
