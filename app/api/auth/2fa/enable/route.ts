// POST /api/auth/2fa/enable {code} -> {recoveryCodes: [10]}: a code of the pending secret turns 2FA on
import { accountRoute, parseBody } from "@/lib/api/route";
import { enableTwoFactor } from "@/lib/two-factor/enable-two-factor";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = accountRoute(async ({ req, user }) => {
  const { code } = await parseBody(req, enableTwoFactorSchema);
  return enableTwoFactor(user, code);
});
