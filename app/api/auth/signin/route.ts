// POST /api/auth/signin {email, password} -> message, user (id, email, mainBalance, ...), token + cookie;
// with two-factor on: {twoFactorRequired: true, challenge}, no token, no cookie (then /api/auth/signin/2fa)
import { parseBody, publicRoute } from "@/lib/api/route";
import { signInResponse } from "@/lib/auth/session-response";
import { signIn } from "@/lib/auth/sign-in";
import { signInContext } from "@/lib/auth/sign-in-context";
import { signinSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, signinSchema);
  return signInResponse(await signIn(input, signInContext(req)));
});
