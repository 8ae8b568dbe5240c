// The personal data of a submission (name, address, date of birth, phone, gender, bank name, branch, account
// holder) at rest: one AES-256-GCM ciphertext of all of it, bound to its owner like the SSN and bank numbers
// (lib/kyc/sensitive-values.ts), in `kyc_submissions.personal_encrypted`. The plaintext columns that held it
// before are empty for every row written since, and for older rows once start-up has encrypted them
// (encrypt-plain-kyc-rows.ts); until then such a row is read from them.
import type { KycSubmission } from "@/db/schema";
import { decryptText, encryptText } from "@/lib/security/encryption";
import type { KycInput } from "@/lib/validation/kyc";

export const KYC_PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "city",
  "phone",
  "gender",
  "address",
  "state",
  "zip",
  "dob",
  "accountHolderName",
  "bankName",
  "branch",
] as const;
export type KycPersonalField = (typeof KYC_PERSONAL_FIELDS)[number];
export type KycPersonal = Record<KycPersonalField, string>;

/** The additional authenticated data: it decrypts only as this user's personal data. */
const context = (userId: number) => `kyc:${userId}:personal`;

export function pickKycPersonal(input: Pick<KycInput, KycPersonalField>): KycPersonal {
  return Object.fromEntries(KYC_PERSONAL_FIELDS.map((f) => [f, input[f]])) as KycPersonal;
}

export const sealKycPersonal = (userId: number, personal: KycPersonal) =>
  encryptText(JSON.stringify(personal), context(userId));

/** A row written before the personal data was encrypted: its plaintext columns. */
export function legacyKycPersonal(row: KycSubmission): KycPersonal {
  return Object.fromEntries(KYC_PERSONAL_FIELDS.map((f) => [f, row[f] ?? ""])) as KycPersonal;
}

export function openKycPersonal(row: KycSubmission): KycPersonal {
  if (!row.personalEncrypted) return legacyKycPersonal(row);
  return JSON.parse(decryptText(row.personalEncrypted, context(row.userId))) as KycPersonal;
}

/** What the plaintext columns are set to once the data is encrypted: nothing. */
export const NO_PLAIN_KYC_PERSONAL = Object.fromEntries(KYC_PERSONAL_FIELDS.map((f) => [f, null])) as Record<
  KycPersonalField,
  null
>;
