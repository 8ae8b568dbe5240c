// POST /api/auth/verify-email {code, email} -> 200 on success
import { parseBody, publicRoute } from "@/lib/api/route";
import { verifyEmail } from "@/lib/auth/verify-email";
import { clientIp } from "@/lib/rate-limit";
import { verifyEmailSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  await verifyEmail(await parseBody(req, verifyEmailSchema), clientIp(req));
  return { message: "Email verified successfully" };
});
