// POST /api/auth/admin/login {email, password} -> message, token, userData (or user) + cookie;
// with two-factor on: {twoFactorRequired: true, challenge}, no token, no cookie (then /api/auth/signin/2fa)
import { parseBody, publicRoute } from "@/lib/api/route";
import { adminLogin } from "@/lib/auth/admin-login";
import { signInResponse } from "@/lib/auth/session-response";
import { signInContext } from "@/lib/auth/sign-in-context";
import { signinSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, signinSchema);
  return signInResponse(await adminLogin(input, signInContext(req)));
});
