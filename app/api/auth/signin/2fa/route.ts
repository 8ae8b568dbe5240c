// POST /api/auth/signin/2fa {challenge, code} -> the body and cookie the password step would have given
// (investor sign-in or admin login); code is the app's 6 digits or a recovery code, which is then spent
import { parseBody, publicRoute } from "@/lib/api/route";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signInContext } from "@/lib/auth/sign-in-context";
import { completeTwoFactorSignIn } from "@/lib/two-factor/sign-in-challenge";
import { twoFactorSignInSchema } from "@/lib/validation/two-factor";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, twoFactorSignInSchema);
  const { body, token } = await completeTwoFactorSignIn(input, signInContext(req));
  return withSessionCookie(body, token);
});
