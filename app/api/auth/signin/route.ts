// POST /api/auth/signin {email, password} -> message, user (id, email, mainBalance, ...), token + cookie
import { parseBody, publicRoute } from "@/lib/api/route";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signIn } from "@/lib/auth/sign-in";
import { clientIp } from "@/lib/rate-limit";
import { signinSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, signinSchema);
  const { user, token } = await signIn(input, clientIp(req));
  return withSessionCookie({ message: "Login successful!", user, token }, token);
});
