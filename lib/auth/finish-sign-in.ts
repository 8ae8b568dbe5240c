// The end of every sign-in, whichever step it ends on (the password, the two-factor code after it, a passkey):
// the token is minted in this one place, and the body is the one of the user's portal.
import type { User } from "@/db/schema";
import { mainBalanceOf } from "@/lib/accounts/get-main-balance";
import { adminUserDataSchema, signedInUser } from "./public-user";
import type { SignInContext } from "./sign-in-context";
import { startSession } from "./start-session";

export type SignedIn = { body: Record<string, unknown>; token: string };
/** How the sign-in was made, when not by password: the passkey's name (the session and the notice name it). */
export type SignInMethod = { passkeyName?: string };
export type SignInOutcome = SignedIn | { twoFactorChallenge: string };

/** The token of a new sign-in: a sessions row recorded with the client's address and device. */
export function mintSignInToken(
  user: User,
  context: SignInContext,
  method: SignInMethod = {},
): Promise<string> {
  return startSession(user, context, method);
}

/** The answer of a completed sign-in: the investor sign-in's body, or the admin login's. */
export async function finishSignIn(
  user: User,
  context: SignInContext,
  method: SignInMethod = {},
): Promise<SignedIn> {
  if (user.role === "ADMIN") {
    const userData = adminUserDataSchema.parse({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      ...(user.adminRole ? { adminRole: user.adminRole } : {}),
    });
    const token = await mintSignInToken(user, context, method);
    return { body: { message: "Login successful", token, userData, user: userData }, token };
  }
  const mainBalance = await mainBalanceOf(user.id);
  const token = await mintSignInToken(user, context, method);
  return { body: { message: "Login successful!", user: signedInUser(user, mainBalance), token }, token };
}
