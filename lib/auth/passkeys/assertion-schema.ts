// A passkey assertion as the browser sends it (AuthenticationResponseJSON of @simplewebauthn/browser): the field
// the actions that take a TOTP code accept instead (withdrawals, the address book, 2FA changes). Only zod here,
// so the action schemas can import it without a cycle.
import { z } from "zod";

export const INVALID_PASSKEY_RESPONSE = "Invalid passkey response";

export const b64url = (max: number) =>
  z
    .string({ error: INVALID_PASSKEY_RESPONSE })
    .max(max, INVALID_PASSKEY_RESPONSE)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, INVALID_PASSKEY_RESPONSE);

const extensions = z.record(z.string(), z.unknown()).optional().default({});

/** The envelope every WebAuthn answer shares (PublicKeyCredential as JSON), around its own `response`. */
export const publicKeyCredentialSchema = <R extends z.ZodRawShape>(response: R) =>
  z.object(
    {
      id: b64url(1024).min(1, INVALID_PASSKEY_RESPONSE),
      rawId: b64url(1024).min(1, INVALID_PASSKEY_RESPONSE),
      type: z.literal("public-key", { error: INVALID_PASSKEY_RESPONSE }),
      response: z.object(response, { error: INVALID_PASSKEY_RESPONSE }),
      clientExtensionResults: extensions,
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    },
    { error: INVALID_PASSKEY_RESPONSE },
  );

/** A `navigator.credentials.get()` answer (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = publicKeyCredentialSchema({
  clientDataJSON: b64url(8192).min(1, INVALID_PASSKEY_RESPONSE),
  authenticatorData: b64url(8192).min(37, INVALID_PASSKEY_RESPONSE),
  signature: b64url(2048).min(1, INVALID_PASSKEY_RESPONSE),
  userHandle: b64url(512).optional(),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;
