// POST /api/auth/passkeys/registration-options -> the options for navigator.credentials.create()
import { accountRoute } from "@/lib/api/route";
import { registrationOptions } from "@/lib/auth/passkeys/manage";

export const POST = accountRoute(async ({ user }) => ({ ...(await registrationOptions(user)) }));
