// POST /api/admin/users/{id}/two-factor/reset {reason} -> message, sessionsEnded: after an identity check,
// the user's two-factor sign-in is turned off (audited, sessions ended, the user e-mailed)
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { resetTwoFactor } from "@/lib/two-factor/reset-two-factor";
import { resetTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = adminRoute(async ({ req, params, user }) =>
  resetTwoFactor(user.id, parseId(params.id), await parseBody(req, resetTwoFactorSchema)),
);
