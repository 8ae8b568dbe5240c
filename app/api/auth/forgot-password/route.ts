// POST /api/auth/forgot-password {email} -> the same message whether or not the e-mail exists
import { parseBody, publicRoute } from "@/lib/api/route";
import { requestPasswordReset, RESET_LINK_SENT } from "@/lib/auth/request-password-reset";
import { clientIp } from "@/lib/rate-limit";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const { email } = await parseBody(req, forgotPasswordSchema);
  await requestPasswordReset(email, clientIp(req));
  return { message: RESET_LINK_SENT };
});
