// GET /api/auth/2fa/status -> {enabled}
import { userRoute } from "@/lib/api/route";
import { twoFactorEnabled } from "@/lib/two-factor/verify-two-factor-code";

export const GET = userRoute(async ({ user }) => ({ enabled: await twoFactorEnabled(user.id) }));
