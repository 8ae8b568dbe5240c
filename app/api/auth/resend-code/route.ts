// POST /api/auth/resend-code {email} -> the same message whether or not the account exists
import { parseBody, publicRoute } from "@/lib/api/route";
import { RESEND_CODE_SENT, resendVerificationCode } from "@/lib/auth/resend-code";
import { clientIp } from "@/lib/rate-limit";
import { resendCodeSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const { email } = await parseBody(req, resendCodeSchema);
  await resendVerificationCode(email, clientIp(req));
  return { message: RESEND_CODE_SENT };
});
