// POST /api/auth/2fa/disable {password, code} -> message: code is a TOTP code or a recovery code
import { accountRoute, parseBody } from "@/lib/api/route";
import { clientIp } from "@/lib/rate-limit";
import { disableTwoFactor } from "@/lib/two-factor/disable-two-factor";
import { disableTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = accountRoute(async ({ req, user }) => {
  await disableTwoFactor(user, await parseBody(req, disableTwoFactorSchema), clientIp(req));
  return { message: "Two-factor authentication is off.", enabled: false };
});
