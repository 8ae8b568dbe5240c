// The options for navigator.credentials.get(): for a sign-in, no user and no credential list (discoverable
// credentials: the browser offers the site's passkeys); for an action, the signed-in user's passkeys, the
// challenge bound to the action's data (lib/auth/passkeys/validation.ts, bindingOf).
import { generateAuthenticationOptions, type AuthenticatorTransportFuture } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passkeyCredentials } from "@/db/schema";
import { badRequest, unauthorized } from "@/lib/api/errors";
import { issuePasskeyChallenge } from "./challenges";
import { NO_PASSKEYS } from "./messages";
import { requireRelyingParty } from "./relying-party";
import { bindingOf, type PasskeyAction } from "./validation";

export async function authenticationOptions(action: PasskeyAction, userId: number | null) {
  const rp = requireRelyingParty();
  let allowCredentials: { id: string; transports: AuthenticatorTransportFuture[] }[] = [];
  if (action.purpose !== "sign-in") {
    if (userId === null) throw unauthorized();
    const db = await getDb();
    const rows = await db
      .select({ id: passkeyCredentials.credentialId, transports: passkeyCredentials.transports })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, userId));
    if (rows.length === 0) throw badRequest(NO_PASSKEYS);
    allowCredentials = rows.map((r) => ({
      id: r.id,
      transports: r.transports as AuthenticatorTransportFuture[],
    }));
  }
  const challenge = await issuePasskeyChallenge({
    purpose: action.purpose,
    binding: bindingOf(action),
    userId: action.purpose === "sign-in" ? null : userId,
  });
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    allowCredentials,
    userVerification: "required",
  });
}
