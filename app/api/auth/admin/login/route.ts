// POST /api/auth/admin/login {email, password} -> message, token, userData (or user) + cookie
import { parseBody, publicRoute } from "@/lib/api/route";
import { adminLogin } from "@/lib/auth/admin-login";
import { withSessionCookie } from "@/lib/auth/session-response";
import { clientIp } from "@/lib/rate-limit";
import { signinSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, signinSchema);
  const { userData, token } = await adminLogin(input, clientIp(req));
  return withSessionCookie({ message: "Login successful", token, userData, user: userData }, token);
});
