import { unauthorized } from "@/lib/api/errors";
import { issueSignInChallenge } from "@/lib/two-factor/sign-in-challenge";
import type { SigninInput } from "@/lib/validation/auth";
import { checkCredentials, INVALID_CREDENTIALS } from "./credentials";
import { finishSignIn, type SignInOutcome } from "./finish-sign-in";
import type { SignInContext } from "./sign-in-context";

/**
 * Admin portal login. A non-admin gets the same 401 as a wrong password: the portal reveals nothing. With
 * two-factor on, the right password earns a challenge for the code step instead of a token.
 */
export async function adminLogin(input: SigninInput, context: SignInContext): Promise<SignInOutcome> {
  const user = await checkCredentials(input, context.ip);
  if (user.role !== "ADMIN") throw unauthorized(INVALID_CREDENTIALS);
  if (user.twoFactorEnabledAt) return { twoFactorChallenge: await issueSignInChallenge(user) };
  return finishSignIn(user, context);
}
