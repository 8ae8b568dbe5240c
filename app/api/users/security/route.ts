// GET /api/users/security -> { loginNotifications, sessionTimeout };
// PUT { loginNotifications?, sessionTimeout? } (either or both) -> the saved object. Investors and admins.
import { parseBody, userRoute } from "@/lib/api/route";
import { getSecuritySettings, saveSecuritySettings } from "@/lib/users/security-settings";
import { securitySettingsSchema } from "@/lib/validation/security";

export const GET = userRoute(async ({ user }) => getSecuritySettings(user.id));

export const PUT = userRoute(async ({ req, user }) =>
  saveSecuritySettings(user.id, await parseBody(req, securitySettingsSchema)),
);
