// "Sign in with a passkey" (investors on /login, administrators on /admin/login): a discoverable credential's
// assertion of a live sign-in challenge, with user verification, is a complete sign-in counted as two
// factors (something held, and the PIN or biometric that unlocked it), so no TOTP step follows. It ends where
// every sign-in ends (finishSignIn): the session is recorded with the passkey's name, and the sign-in notice
// names it.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { assertNotLocked } from "@/lib/account-lock/assert-not-locked";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { finishSignIn, type SignedIn } from "@/lib/auth/finish-sign-in";
import type { SignInContext } from "@/lib/auth/sign-in-context";
import { VERIFY_EMAIL_FIRST } from "@/lib/auth/sign-in";
import { verifyPasskeyAssertion } from "./assertion";
import { PASSKEY_NOT_VERIFIED } from "./messages";
import type { PasskeyAssertion } from "./assertion-schema";

export async function signInWithPasskey(
  input: { response: PasskeyAssertion },
  context: SignInContext,
): Promise<SignedIn> {
  const credential = await verifyPasskeyAssertion(input.response, {
    purpose: "sign-in",
    binding: "",
    userId: null,
    refuse: (message) => unauthorized(message),
  });
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, credential.userId), isNull(users.deletedAt)));
  if (!user) throw unauthorized(PASSKEY_NOT_VERIFIED);
  // A locked account says so, and how to unlock it (lib/account-lock), as after a right password.
  assertNotLocked(user);
  if (user.role !== "ADMIN" && !user.emailVerifiedAt)
    throw new ApiError(403, VERIFY_EMAIL_FIRST, { needsVerification: true });
  return finishSignIn(user, context, { passkeyName: credential.name });
}
