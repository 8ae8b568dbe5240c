// Every check of a signed-in user's own password (change password, change e-mail, and any later one such
// as turning 2FA off) goes through here: one counter per user, so a stolen session cannot turn any of
// these forms into a password oracle, nor switch forms to get fresh guesses.
import type { User } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { consume, LIMITS } from "@/lib/rate-limit";
import { verifySecret } from "./password";

/** Throws 429 past the limit, else 400 on `field` with `message` when the password is wrong. */
export async function checkCurrentPassword(
  user: User,
  password: string | undefined,
  message: string,
  field = "currentPassword",
): Promise<void> {
  await consume(`password-check:user:${user.id}`, LIMITS.passwordCheck);
  if (!(await verifySecret(user.passwordHash, password ?? ""))) {
    throw badRequest(message, { errors: [{ path: field, message }] });
  }
}
