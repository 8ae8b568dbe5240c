// POST /api/kyc: store a verification request. The SSN, the bank numbers and the personal data (name,
// address, date of birth, phone, bank: lib/kyc/personal-data.ts) are encrypted before they reach SQL, the
// images go through the document store in the same transaction, and one PENDING submission per
// user is enforced by a partial unique index (two submits at once: one wins, the other is a 409).
import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { kycSubmissions, type User } from "@/db/schema";
import { ApiError, conflict } from "@/lib/api/errors";
import { isUniqueViolation, pgErrorCode } from "@/lib/db-errors";
import { KYC_DOCUMENT_KINDS } from "@/lib/enums";
import { encryptText } from "@/lib/security/encryption";
import { KYC_SUBMITTED } from "@/lib/validation/kyc";
import { documentStore, kycDocumentKey } from "./document-store";
import type { KycForm } from "./read-kyc-form";
import { pickKycPersonal, sealKycPersonal } from "./personal-data";
import { kycValueContext } from "./sensitive-values";

export const KYC_ALREADY_PENDING = "Your verification is already under review";
export const KYC_ALREADY_VERIFIED = "Your identity is already verified";

async function hasPending(exec: Executor, userId: number) {
  const [row] = await exec
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, "PENDING")));
  return !!row;
}

/** The 409s, checked before the body is read: nobody uploads 15 MB to be told that. */
export async function assertCanSubmitKyc(user: User) {
  if (user.isVerified) throw conflict(KYC_ALREADY_VERIFIED);
  if (await hasPending(await getDb(), user.id)) throw conflict(KYC_ALREADY_PENDING);
}

export async function submitKyc(user: User, { input, documents }: KycForm) {
  if (user.isVerified) throw conflict(KYC_ALREADY_VERIFIED);
  const db = await getDb();
  const secret = (field: "ssn" | "accountNumber" | "routingNumber") =>
    encryptText(input[field], kycValueContext(user.id, field));
  try {
    const submission = await db.transaction(async (tx) => {
      if (await hasPending(tx, user.id)) throw conflict(KYC_ALREADY_PENDING);
      const [row] = await tx
        .insert(kycSubmissions)
        .values({
          userId: user.id,
          personalEncrypted: sealKycPersonal(user.id, pickKycPersonal(input)),
          ssnEncrypted: secret("ssn"),
          accountNumberEncrypted: secret("accountNumber"),
          routingNumberEncrypted: secret("routingNumber"),
          documentType: input.documentType,
        })
        .returning({ id: kycSubmissions.id, status: kycSubmissions.status });
      const store = documentStore(tx);
      for (const kind of KYC_DOCUMENT_KINDS) await store.put(kycDocumentKey(row.id, kind), documents[kind]);
      return row;
    });
    return { message: KYC_SUBMITTED, submission };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (isUniqueViolation(err)) throw conflict(KYC_ALREADY_PENDING);
    // A driver error quotes the statement's parameters (names, ciphertext, images): log none of them.
    throw new Error(`KYC submission not stored (database error ${pgErrorCode(err) ?? "unknown"})`);
  }
}
