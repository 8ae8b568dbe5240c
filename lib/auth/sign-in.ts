import { ApiError, forbidden } from "@/lib/api/errors";
import type { SigninInput } from "@/lib/validation/auth";
import { checkCredentials } from "./credentials";
import { mainBalanceOf } from "@/lib/accounts/get-main-balance";
import { signedInUser } from "./public-user";
import { mintToken } from "./token";

export const ADMIN_USE_PORTAL = "Administrators sign in through the admin portal.";
export const VERIFY_EMAIL_FIRST = "Please verify your email before signing in.";

/** Investor sign-in. The role and verification answers come only after the right password. */
export async function signIn(input: SigninInput, ip: string) {
  const user = await checkCredentials(input, ip);
  if (user.role === "ADMIN") throw forbidden(ADMIN_USE_PORTAL);
  if (!user.emailVerifiedAt) throw new ApiError(403, VERIFY_EMAIL_FIRST, { needsVerification: true });
  return { user: signedInUser(user, await mainBalanceOf(user.id)), token: await mintToken(user) };
}
