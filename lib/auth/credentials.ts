// The password check shared by the investor sign-in and the admin login: rate limits first, then the same
// work and the same answer whether the e-mail is unknown or the password wrong.
import type { User } from "@/db/schema";
import { unauthorized } from "@/lib/api/errors";
import type { SigninInput } from "@/lib/validation/auth";
import { assertNotLocked } from "@/lib/account-lock/assert-not-locked";
import { findLiveUserByEmail } from "./find-user";
import { dummyHash, verifySecret } from "./password";
import { enterSignin, signinFailed, signinSucceeded } from "./signin-limits";

export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * The live user whose password this is; throws the generic 401 otherwise, 429 when over a limit. The limits
 * are keyed by e-mail for both portals, so switching endpoints buys an attacker no extra guesses.
 */
export async function checkCredentials(input: SigninInput, client: string): Promise<User> {
  await enterSignin(input.email, client);
  const user = await findLiveUserByEmail(input.email);
  const ok = await verifySecret(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) {
    await signinFailed(input.email);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await signinSucceeded(input.email, client);
  // Only after the right password: a locked account says so, and how to unlock it (lib/account-lock).
  assertNotLocked(user);
  return user;
}
