// POST /api/auth/verify-email {code, email} -> 200 on success
import { parseBody, publicRoute } from "@/lib/api/route";
import { verifyEmail } from "@/lib/auth/verify-email";
import { verifyEmailSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  await verifyEmail(await parseBody(req, verifyEmailSchema));
  return { message: "Email verified successfully" };
});
