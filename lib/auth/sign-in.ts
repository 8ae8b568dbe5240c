import { ApiError, forbidden } from "@/lib/api/errors";
import { issueSignInChallenge } from "@/lib/two-factor/sign-in-challenge";
import type { SigninInput } from "@/lib/validation/auth";
import { checkCredentials } from "./credentials";
import { finishSignIn, type SignInOutcome } from "./finish-sign-in";
import type { SignInContext } from "./sign-in-context";

export const ADMIN_USE_PORTAL = "Administrators sign in through the admin portal.";
export const VERIFY_EMAIL_FIRST = "Please verify your email before signing in.";

/**
 * Investor sign-in. The role and verification answers come only after the right password; with two-factor
 * on, the right password earns a challenge for the code step instead of a token.
 */
export async function signIn(input: SigninInput, context: SignInContext): Promise<SignInOutcome> {
  const user = await checkCredentials(input, context.ip);
  if (user.role === "ADMIN") throw forbidden(ADMIN_USE_PORTAL);
  if (!user.emailVerifiedAt) throw new ApiError(403, VERIFY_EMAIL_FIRST, { needsVerification: true });
  if (user.twoFactorEnabledAt) return { twoFactorChallenge: await issueSignInChallenge(user) };
  return finishSignIn(user, context);
}
