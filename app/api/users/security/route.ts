// GET /api/users/security -> { loginNotifications, sessionTimeout, whitelistOnly, whitelistOffAt };
// PUT { loginNotifications?, sessionTimeout?, whitelistOnly?, pin?, otp? } -> the saved object. Investors and
// admins. "Whitelist only" off needs the PIN (and the code with two-factor on) and waits the cool-down.
import { parseBody, userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/rate-limit";
import { getSecuritySettings, saveSecuritySettings } from "@/lib/users/security-settings";
import { securitySettingsSchema } from "@/lib/validation/security";

export const GET = userRoute(async ({ user }) => getSecuritySettings(user.id));

export const PUT = userRoute(async ({ req, user }) =>
  saveSecuritySettings(user.id, await parseBody(req, securitySettingsSchema), clientIp(req)),
);
