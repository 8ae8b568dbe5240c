// Passkey inputs: the browser's WebAuthn answers (as @simplewebauthn/browser sends them), the purposes a
// passkey assertion is asked for, and the routes' bodies.
import Decimal from "decimal.js";
import { z } from "zod";
import { amountField, coinField } from "@/lib/validation/money";
import { addressField } from "@/lib/validation/withdrawals";
import {
  b64url,
  INVALID_PASSKEY_RESPONSE,
  passkeyAssertionSchema,
  publicKeyCredentialSchema,
} from "./assertion-schema";

export { INVALID_PASSKEY_RESPONSE, passkeyAssertionSchema, type PasskeyAssertion } from "./assertion-schema";

export const PURPOSE_MUST_BE_ONE_OF =
  "Purpose must be one of sign-in, withdrawal, address-removal, whitelist-off, two-factor-disable, passkey-change";
export const PASSKEY_NAME_REQUIRED = "Passkey name is required";
const PASSWORD_REQUIRED = "Password is required";

/** A `navigator.credentials.create()` answer (RegistrationResponseJSON). */
export const passkeyRegistrationSchema = publicKeyCredentialSchema({
  clientDataJSON: b64url(8192).min(1, INVALID_PASSKEY_RESPONSE),
  attestationObject: b64url(65536).min(1, INVALID_PASSKEY_RESPONSE),
  transports: z.array(z.string().max(32)).max(10).optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  publicKey: b64url(8192).optional(),
  authenticatorData: b64url(8192).optional(),
});

const passkeyName = z
  .string({ error: PASSKEY_NAME_REQUIRED })
  .trim()
  .min(1, PASSKEY_NAME_REQUIRED)
  .max(64, "Passkey name is too long");

const password = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(128, "Password is too long");

/** The second factor of a re-authentication, with two-factor on: a TOTP `code` or a passkey assertion. */
const secondFactor = {
  code: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? v.replace(/\s/g, "") : "")),
  passkey: passkeyAssertionSchema.optional(),
};

/** POST /api/auth/passkeys: the new passkey's attestation, its name, and the re-authentication. */
export const addPasskeySchema = z.object({
  name: passkeyName,
  password,
  ...secondFactor,
  response: passkeyRegistrationSchema,
});
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

/** DELETE /api/auth/passkeys/{id}: the re-authentication. */
export const removePasskeySchema = z.object({ password, ...secondFactor });
export type RemovePasskeyInput = z.infer<typeof removePasskeySchema>;

/** POST /api/auth/signin/passkey. */
export const passkeySignInSchema = z.object({ response: passkeyAssertionSchema });

/**
 * What a passkey assertion may be asked for: signing in, or one of the actions that ask a TOTP code today.
 * Each action's challenge is bound to its data (a withdrawal's asset, amount and address; the address removed).
 */
export const PASSKEY_PURPOSES = [
  "sign-in",
  "withdrawal",
  "address-removal",
  "whitelist-off",
  "two-factor-disable",
  "passkey-change",
] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

const upperCoin = z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), coinField);

export const passkeyActionSchema = z.discriminatedUnion(
  "purpose",
  [
    z.object({ purpose: z.literal("sign-in") }),
    z.object({
      purpose: z.literal("withdrawal"),
      asset: upperCoin,
      amount: amountField,
      address: addressField,
    }),
    z.object({
      purpose: z.literal("address-removal"),
      addressId: z.coerce
        .number({ error: "Invalid address id" })
        .int("Invalid address id")
        .positive("Invalid address id")
        .max(2147483647, "Invalid address id"),
    }),
    z.object({ purpose: z.literal("whitelist-off") }),
    z.object({ purpose: z.literal("two-factor-disable") }),
    z.object({ purpose: z.literal("passkey-change") }),
  ],
  { error: PURPOSE_MUST_BE_ONE_OF },
);
/** POST /api/auth/passkeys/authentication-options. */
export const authenticationOptionsSchema = passkeyActionSchema;
export type PasskeyAction = z.infer<typeof passkeyActionSchema>;

/** The action a challenge is bound to, as one string: the same action always gives the same string. */
export function bindingOf(action: PasskeyAction): string {
  switch (action.purpose) {
    case "withdrawal":
      return `${action.asset}|${new Decimal(action.amount).toFixed()}|${action.address.trim()}`;
    case "address-removal":
      return String(action.addressId);
    default:
      return "";
  }
}
