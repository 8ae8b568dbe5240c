// POST /api/auth/signin/passkey { response } -> the investor sign-in's or the admin login's body and cookie:
// a passkey is a complete sign-in (two factors), no TOTP step follows
import { parseBody, publicRoute } from "@/lib/api/route";
import { signInWithPasskey } from "@/lib/auth/passkeys/sign-in";
import { passkeySignInSchema } from "@/lib/auth/passkeys/validation";
import { withSessionCookie } from "@/lib/auth/session-response";
import { signInContext } from "@/lib/auth/sign-in-context";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, passkeySignInSchema);
  const { body, token } = await signInWithPasskey(input, signInContext(req));
  return withSessionCookie(body, token);
});
