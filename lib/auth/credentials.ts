// The password check shared by the investor sign-in and the admin login: rate limits first, then the same
// work and the same answer whether the e-mail is unknown or the password wrong.
import type { User } from "@/db/schema";
import { unauthorized } from "@/lib/api/errors";
import { clearLimit, consume, LIMITS } from "@/lib/rate-limit";
import type { SigninInput } from "@/lib/validation/auth";
import { findLiveUserByEmail } from "./find-user";
import { dummyHash, verifySecret } from "./password";

export const INVALID_CREDENTIALS = "Invalid email or password";

// One counter per account for both portals, so switching endpoints buys an attacker no extra guesses.
export const signinAccountKey = (email: string) => `signin:account:${email}`;

/** The live user whose password this is; throws the generic 401 otherwise, 429 when over a limit. */
export async function checkCredentials(input: SigninInput, ip: string): Promise<User> {
  await consume(`signin:ip:${ip}`, LIMITS.signinPerIp);
  await consume(signinAccountKey(input.email), LIMITS.signinPerAccount);
  const user = await findLiveUserByEmail(input.email);
  const ok = await verifySecret(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  // The right password ends any guessing: a typo or two earlier must not count against the next sign-in.
  await clearLimit(signinAccountKey(input.email));
  return user;
}
