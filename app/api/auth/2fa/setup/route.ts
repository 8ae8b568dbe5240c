// POST /api/auth/2fa/setup -> {secret, otpauthUrl}: a new pending secret (409 when 2FA is already on)
import { accountRoute } from "@/lib/api/route";
import { setupTwoFactor } from "@/lib/two-factor/setup-two-factor";

export const POST = accountRoute(async ({ user }) => setupTwoFactor(user));
