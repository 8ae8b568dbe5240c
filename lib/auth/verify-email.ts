import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { clearLimit, consume, LIMITS } from "@/lib/rate-limit";
import { findLiveUserByEmail } from "./find-user";
import { consumeVerificationCode } from "./verification-code";

export const INVALID_CODE = "Invalid verification code. Please try again.";

const verifyKey = (email: string) => `verify-code:${email}`;

/** Confirms the e-mail address with its six-digit code. Unknown e-mail and wrong code answer alike. */
export async function verifyEmail(input: { email: string; code: string }): Promise<void> {
  // Counted per address before anything is looked up: six digits must not be guessable.
  await consume(verifyKey(input.email), LIMITS.verifyCode);
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
  await clearLimit(verifyKey(input.email));
}
