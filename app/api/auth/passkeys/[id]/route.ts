// DELETE /api/auth/passkeys/{id} { password, code?, passkey? } -> { message }: removal after the
// re-authentication (the password, and with two-factor on a code or a passkey)
import { accountRoute, parseBody, parseId } from "@/lib/api/route";
import { removePasskey } from "@/lib/auth/passkeys/manage";
import { removePasskeySchema } from "@/lib/auth/passkeys/validation";
import { clientIp } from "@/lib/rate-limit";

export const DELETE = accountRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  return removePasskey(user, id, await parseBody(req, removePasskeySchema), clientIp(req));
});
