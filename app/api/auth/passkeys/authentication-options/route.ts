// POST /api/auth/passkeys/authentication-options { purpose, ...the action's data } -> the options for
// navigator.credentials.get(). "sign-in" needs no session; every other purpose is the signed-in user's action.
import { parseBody, publicRoute } from "@/lib/api/route";
import { authenticate } from "@/lib/auth/authenticate";
import { authenticationOptions } from "@/lib/auth/passkeys/authentication-options";
import { authenticationOptionsSchema } from "@/lib/auth/passkeys/validation";

export const POST = publicRoute(async ({ req }) => {
  const action = await parseBody(req, authenticationOptionsSchema);
  const session = action.purpose === "sign-in" ? null : await authenticate(req);
  return { ...(await authenticationOptions(action, session?.user.id ?? null)) };
});
