// Checks a passkey assertion (navigator.credentials.get()) for one purpose: the challenge it signed must be a
// live one issued for exactly this purpose, action and user, and is spent first; the credential must be known
// (and the user's, for an action); the signature, origin, relying party id and user verification are checked
// by @simplewebauthn/server; then the signature counter: one that went back is a cloned authenticator, refused,
// and its owner is told in the bell.
import { verifyAuthenticationResponse, type AuthenticatorTransportFuture } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications, passkeyCredentials, type PasskeyCredential } from "@/db/schema";
import { badRequest, type ApiError } from "@/lib/api/errors";
import { recipientLocaleIn, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { challengeOf, spendPasskeyChallenge } from "./challenges";
import { PASSKEY_CLONED, PASSKEY_NOT_VERIFIED } from "./messages";
import { requireRelyingParty } from "./relying-party";
import type { PasskeyAssertion } from "./assertion-schema";

export type AssertionFor = {
  purpose: string;
  binding: string;
  /** The signed-in user an action's assertion must come from; null for a sign-in (anyone's passkey). */
  userId: number | null;
  /** The refusal of an assertion that does not verify (a sign-in answers 401, an action 400). */
  refuse?: (message: string) => ApiError;
};

/** The signature counter in authenticatorData (bytes 33-36, big-endian); null when too short. */
function counterOf(authenticatorData: string): number | null {
  const bytes = Buffer.from(authenticatorData, "base64url");
  return bytes.length >= 37 ? bytes.readUInt32BE(33) : null;
}

async function tellOwnerOfClone(credential: PasskeyCredential): Promise<void> {
  const db = await getDb();
  const locale = await recipientLocaleIn(db, credential.userId);
  const t = await translatorFor(locale, "notifications");
  await db.insert(notifications).values({
    userId: credential.userId,
    title: t("passkeyCloned.title"),
    content: t("passkeyCloned.content", {
      name: credential.name,
      time: utcTimeFor(locale, new Date(Date.now())),
    }),
  });
}

/** Resolves with the passkey that signed, its counter and last use updated; throws the refusal otherwise. */
export async function verifyPasskeyAssertion(
  assertion: PasskeyAssertion,
  what: AssertionFor,
): Promise<PasskeyCredential> {
  const refuse = what.refuse ?? ((message: string) => badRequest(message));
  const rp = requireRelyingParty();
  const challenge = await spendPasskeyChallenge(challengeOf(assertion.response.clientDataJSON), what);
  const db = await getDb();
  const [credential] = await db
    .select()
    .from(passkeyCredentials)
    .where(
      and(
        eq(passkeyCredentials.credentialId, assertion.id),
        what.userId === null ? undefined : eq(passkeyCredentials.userId, what.userId),
      ),
    );
  if (!credential) throw refuse(PASSKEY_NOT_VERIFIED);

  let verified = false;
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The counter is checked below, after the signature, so a forged answer cannot raise a clone alarm.
      credential: {
        id: credential.credentialId,
        publicKey: new Uint8Array(credential.publicKey),
        counter: 0,
        transports: credential.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw refuse(PASSKEY_NOT_VERIFIED);

  const counter = counterOf(assertion.response.authenticatorData) ?? 0;
  // Authenticators that keep no counter send 0 every time; one that does must count up.
  if ((credential.counter > 0 || counter > 0) && counter <= credential.counter) {
    await tellOwnerOfClone(credential);
    throw refuse(PASSKEY_CLONED);
  }
  const [updated] = await db
    .update(passkeyCredentials)
    .set({ counter, lastUsedAt: new Date(Date.now()) })
    .where(and(eq(passkeyCredentials.id, credential.id), eq(passkeyCredentials.counter, credential.counter)))
    .returning();
  // Another assertion of the same passkey was taken meanwhile: one of the two is a copy.
  if (!updated) throw refuse(PASSKEY_NOT_VERIFIED);
  return updated;
}
