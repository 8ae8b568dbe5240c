// POST /api/auth/reset-password {token, password} -> message
import { parseBody, publicRoute } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/reset-password";
import { resetPasswordSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  await resetPassword(await parseBody(req, resetPasswordSchema));
  return { message: "Password reset successful! You can now log in." };
});
