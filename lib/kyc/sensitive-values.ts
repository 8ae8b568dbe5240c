// The encrypted columns of a submission and how an administrator sees them: masked to the last 4 digits
// in the review view, whole only through the audited reveal (lib/kyc/reveal-kyc.ts).
import type { KycSubmission } from "@/db/schema";
import { decryptText } from "@/lib/security/encryption";

export type SensitiveField = "ssn" | "accountNumber" | "routingNumber";

/** The additional authenticated data of a value: it decrypts only as this user's value of this field. */
export const kycValueContext = (userId: number, field: SensitiveField) => `kyc:${userId}:${field}`;

const COLUMN = {
  ssn: "ssnEncrypted",
  accountNumber: "accountNumberEncrypted",
  routingNumber: "routingNumberEncrypted",
} as const satisfies Record<SensitiveField, keyof KycSubmission>;

export function decryptField(row: KycSubmission, field: SensitiveField): string {
  return decryptText(row[COLUMN[field]], kycValueContext(row.userId, field));
}

/** "•••••6789": the last 4 characters, or nothing at all of a value too short to hide the rest. */
export function maskLast4(value: string): string {
  if (value.length <= 4) return "•".repeat(value.length);
  return "•".repeat(value.length - 4) + value.slice(-4);
}
