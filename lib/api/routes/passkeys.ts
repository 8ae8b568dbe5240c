// Passkeys (WebAuthn): the signed-in user's list, the registration ceremony, the assertion options for a
// sign-in or an action, and the passkey sign-in (lib/auth/passkeys).
import { z } from "zod";
import { adminUserDataSchema, signedInUserSchema } from "@/lib/auth/public-user";
import {
  addPasskeySchema,
  authenticationOptionsSchema,
  passkeySignInSchema,
  removePasskeySchema,
} from "@/lib/auth/passkeys/validation";
import { messageAnswer } from "@/lib/api/openapi/answers";
import { RATE_LIMITED } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

const OFF = "Passkeys are off: the server's address (NEXTAUTH_URL) is an IP address, not a domain name";
const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
const descriptor = z.object({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.array(z.string()).optional(),
});
const registrationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().optional(),
  attestation: z.string().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      authenticatorAttachment: z.string().optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});
const authenticationOptions = z.object({
  rpId: z.string().optional(),
  challenge: z.string(),
  allowCredentials: z.array(descriptor).optional(),
  timeout: z.number().int().optional(),
  userVerification: z.string().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
  hints: z.array(z.string()).optional(),
});
const reauth =
  "The account's password (`password`, a wrong one is a 400 on `password` through the shared limited check) " +
  "and, with two-factor sign-in on, a current `code` or instead `passkey`: an assertion asked for with " +
  'purpose "passkey-change".';

export const passkeyRoutes: RouteEntry[] = [
  route("GET /api/auth/passkeys", "user", "Auth", "The caller's passkeys", {
    description: "Oldest first, with when each was last used; `enabled` is false when passkeys are off.",
    response: z.object({ enabled: z.boolean(), max: z.number().int(), passkeys: z.array(passkeySchema) }),
  }),
  route("POST /api/auth/passkeys", "user", "Auth", "Add a passkey", {
    description:
      "`response`: the browser's answer to the registration options (their challenge, used once). " +
      `${reauth} Up to 10 per account. The owner is e-mailed.`,
    body: addPasskeySchema,
    created: true,
    response: z.object({ message: z.string(), passkey: passkeySchema }),
    errors: {
      409: `Ten passkeys already, this passkey already on an account, or ${OFF}`,
      429: RATE_LIMITED,
    },
  }),
  route("DELETE /api/auth/passkeys/[id]", "user", "Auth", "Remove a passkey", {
    description: `${reauth} Another user's passkey is a 404. The owner is e-mailed.`,
    body: removePasskeySchema,
    response: messageAnswer,
    errors: { 409: OFF, 429: RATE_LIMITED },
  }),
  route("POST /api/auth/passkeys/registration-options", "user", "Auth", "Start adding a passkey", {
    description:
      "The options for navigator.credentials.create() (a discoverable credential, user verification " +
      "required); the challenge lives 5 minutes.",
    response: registrationOptions,
    errors: { 409: `Ten passkeys already, or ${OFF}` },
  }),
  route("POST /api/auth/passkeys/authentication-options", "public", "Auth", "Ask for a passkey assertion", {
    description:
      'The options for navigator.credentials.get(). `purpose` "sign-in" needs no session and lists no ' +
      "credential (the browser offers the site's passkeys). Every other purpose is an action of the " +
      "signed-in user that takes a TOTP code, the challenge bound to its data: `withdrawal` (`asset`, " +
      "`amount`, `address`: send the assertion as `passkey` with POST /api/withdrawals), `address-removal` " +
      "(`addressId`), `whitelist-off`, `two-factor-disable`, `passkey-change`. Challenges live 5 minutes " +
      "and are spent by the first answer.",
    body: authenticationOptionsSchema,
    response: authenticationOptions,
    errors: { 401: "An action's purpose without a session", 409: OFF },
  }),
  route("POST /api/auth/signin/passkey", "public", "Auth", "Sign in with a passkey", {
    description:
      "`response`: the browser's answer to sign-in options. A complete sign-in (two factors): answers the " +
      "investor sign-in or the administrator login, with the session cookie; no TOTP step follows. A " +
      "passkey whose signature counter went back (a copy) is refused and its owner told.",
    body: passkeySignInSchema,
    response: z.union([
      z.object({ message: z.string(), user: signedInUserSchema, token: z.string() }),
      z.object({
        message: z.string(),
        token: z.string(),
        userData: adminUserDataSchema,
        user: adminUserDataSchema,
      }),
    ]),
    errors: {
      401: "An unknown passkey, or an assertion that does not verify",
      403: "An address not yet confirmed (`needsVerification: true`), or a locked account (`locked: true`)",
      409: OFF,
    },
  }),
];
