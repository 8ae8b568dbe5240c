// POST /api/auth/lock-account { token } -> { message, ... }: the Lock button of the /lock-account page, opened
// from a security e-mail's link; signed out, single use, valid 7 days. Opening the page locks nothing.
import { parseBody, publicRoute } from "@/lib/api/route";
import { lockWithLink } from "@/lib/account-lock/lock-account";
import { lockLinkSchema } from "@/lib/validation/account-lock";

export const POST = publicRoute(async ({ req }) =>
  lockWithLink((await parseBody(req, lockLinkSchema)).token),
);
