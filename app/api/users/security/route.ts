// GET /api/users/security -> { loginNotifications, sessionTimeout, whitelistOnly, whitelistOffAt, antiPhishingCode };
// PUT { loginNotifications?, sessionTimeout?, whitelistOnly?, pin?, otp? } -> the saved object (as GET). Investors and
// admins. "Whitelist only" off needs the PIN (and the code with two-factor on) and waits the cool-down.
// PUT { antiPhishingCode, password } -> { message, antiPhishingCode }: the anti-phishing code (null removes it),
// answered masked but for its last two characters (lib/users/anti-phishing.ts).
import { parseBody, userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/rate-limit";
import { maskedAntiPhishingCode, setAntiPhishingCode } from "@/lib/users/anti-phishing";
import { getSecuritySettings, saveSecuritySettings } from "@/lib/users/security-settings";
import { securityPutSchema } from "@/lib/validation/anti-phishing";

export const GET = userRoute(async ({ user }) => ({
  ...(await getSecuritySettings(user.id)),
  antiPhishingCode: await maskedAntiPhishingCode(user.id),
}));

export const PUT = userRoute(async ({ req, user }) => {
  const body = await parseBody(req, securityPutSchema);
  if ("antiPhishingCode" in body) return setAntiPhishingCode(user.id, body);
  return {
    ...(await saveSecuritySettings(user.id, body, clientIp(req))),
    antiPhishingCode: await maskedAntiPhishingCode(user.id),
  };
});
