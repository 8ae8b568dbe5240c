// POST /api/auth/2fa/enable {code, password} -> {recoveryCodes: [10]}: the password and a code of the pending
// secret turn 2FA on
import { accountRoute, parseBody } from "@/lib/api/route";
import { enableTwoFactor } from "@/lib/two-factor/enable-two-factor";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = accountRoute(async ({ req, user }) =>
  enableTwoFactor(user, await parseBody(req, enableTwoFactorSchema)),
);
