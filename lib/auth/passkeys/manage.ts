// A user's passkeys: the list, the registration ceremony (options, then the attestation with the password and,
// with two-factor on, a code or a passkey, and its name), removal (the same re-authentication). Up to 10.
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passkeyCredentials, users, type PasskeyCredential, type User } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { checkCurrentPassword } from "@/lib/auth/check-current-password";
import {
  ENTER_TWO_FACTOR_CODE,
  TWO_FACTOR_CODES,
  WRONG_PASSWORD_FOR_TWO_FACTOR,
} from "@/lib/two-factor/messages";
import { verifySecondFactor } from "@/lib/two-factor/verify-two-factor-code";
import type { PasskeyAssertion } from "./assertion-schema";
import { challengeOf, issuePasskeyChallenge, spendPasskeyChallenge } from "./challenges";
import { mailPasskeyChange } from "./mail-passkey-change";
import {
  MAX_PASSKEYS,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_LIMIT_REACHED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_REMOVED,
} from "./messages";
import { passkeysEnabled, requireRelyingParty, RP_NAME } from "./relying-party";
import type { AddPasskeyInput, RemovePasskeyInput } from "./validation";

export const REGISTRATION_PURPOSE = "registration";

export function passkeyOutput(row: PasskeyCredential) {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  };
}

export async function listPasskeys(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
  return { enabled: passkeysEnabled(), max: MAX_PASSKEYS, passkeys: rows.map(passkeyOutput) };
}

async function passkeyCount(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId));
  return Number(row?.n ?? 0);
}

/** The options for navigator.credentials.create(): a discoverable credential, user verification required. */
export async function registrationOptions(user: User) {
  const rp = requireRelyingParty();
  if ((await passkeyCount(user.id)) >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT_REACHED);
  const db = await getDb();
  const existing = await db
    .select({ id: passkeyCredentials.credentialId, transports: passkeyCredentials.transports })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, user.id));
  const challenge = await issuePasskeyChallenge({
    purpose: REGISTRATION_PURPOSE,
    binding: "",
    userId: user.id,
  });
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`apex-user-${user.id}`),
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({
      id: c.id,
      transports: c.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: [-7, -257],
  });
}

/** The re-authentication of a passkey change: the password, then with two-factor on a code or a passkey. */
async function reauthenticate(
  user: User,
  input: { password: string; code: string; passkey?: PasskeyAssertion },
  client?: string,
): Promise<void> {
  await checkCurrentPassword(user, input.password, WRONG_PASSWORD_FOR_TWO_FACTOR, "password");
  if (!user.twoFactorEnabledAt) return;
  if (!input.code && !input.passkey)
    throw badRequest(ENTER_TWO_FACTOR_CODE, { code: TWO_FACTOR_CODES.required });
  await verifySecondFactor(
    user.id,
    { code: input.code, passkey: input.passkey },
    { purpose: "passkey-change", binding: "" },
    { allowRecoveryCode: false, client },
  );
}

export async function addPasskey(user: User, input: AddPasskeyInput, client?: string) {
  const rp = requireRelyingParty();
  if ((await passkeyCount(user.id)) >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT_REACHED);
  await reauthenticate(user, input, client);
  const challenge = await spendPasskeyChallenge(challengeOf(input.response.response.clientDataJSON), {
    purpose: REGISTRATION_PURPOSE,
    binding: "",
    userId: user.id,
  });
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw badRequest(PASSKEY_NOT_VERIFIED);
  const { credential } = info;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // One add at a time per account, so two at once cannot pass the limit together.
    await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${user.id} for update`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, user.id));
    if (Number(n) >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT_REACHED);
    const [taken] = await tx
      .select({ id: passkeyCredentials.id })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.credentialId, credential.id));
    if (taken) throw conflict(PASSKEY_ALREADY_ADDED);
    const [inserted] = await tx
      .insert(passkeyCredentials)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        name: input.name,
      })
      .returning();
    await mailPasskeyChange(tx, user, "added", input.name);
    return inserted;
  });
  return { message: "Passkey added", passkey: passkeyOutput(row) };
}

async function ownPasskey(userId: number, id: number): Promise<PasskeyCredential> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)));
  if (!row) throw notFound(PASSKEY_NOT_FOUND);
  return row;
}

/** Removal: another user's passkey, or none, is 404 before the password is tried, so it costs no guess. */
export async function removePasskey(user: User, id: number, input: RemovePasskeyInput, client?: string) {
  const existing = await ownPasskey(user.id, id);
  await reauthenticate(user, input, client);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeyCredentials)
      .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, user.id)))
      .returning({ id: passkeyCredentials.id });
    if (removed.length === 0) throw notFound(PASSKEY_NOT_FOUND);
    await mailPasskeyChange(tx, user, "removed", existing.name);
  });
  return { message: PASSKEY_REMOVED };
}
