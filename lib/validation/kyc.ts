// KYC wizard (spec 1 §3 "KYC form", §5 messages), one schema per step. Client-safe: the wizard validates each
// step with these before Next, and POST /api/kyc re-checks the same fields (plus the files' real content).
import { z } from "zod";

export const GENDERS = ["male", "female", "other"] as const;
export const DOCUMENT_TYPES = ["passport", "drivers_license", "national_id"] as const;
export type Gender = (typeof GENDERS)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** spec 1 §9: "KYC files under 5MB, JPEG or PNG". */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const FILE_TOO_LARGE = "File size must be less than 5MB";
export const FILE_WRONG_TYPE = "Invalid file type (JPEG, PNG only)";

/** Long enough for any real name or address; a bound so a hostile form cannot send megabytes of text. */
const TEXT_MAX = 200;

const requiredText = (message: string, max = TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const kycPersonalSchema = z.object({
  firstName: requiredText("First name is required"),
  lastName: requiredText("Last name is required"),
  ssn: requiredText("SSN is required", 32),
  city: requiredText("City is required"),
  phone: requiredText("Phone is required", 32),
  gender: z.enum(GENDERS, { error: "Gender is required" }),
  address: requiredText("Address is required"),
  state: requiredText("State/Province is required"),
  zip: requiredText("ZIP/Postal Code is required", 20),
  dob: requiredText("Date of birth is required", 10),
});

export const kycBankSchema = z.object({
  accountHolderName: requiredText("Account holder name is required"),
  bankName: requiredText("Bank name is required"),
  accountNumber: requiredText("Account number is required", 34),
  routingNumber: requiredText("Routing number is required", 34),
  branch: requiredText("Bank branch is required"),
});

// `File` is a browser global that older server runtimes lack; the guard keeps this module importable anywhere.
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const imageFile = (requiredMessage: string) =>
  z
    .custom<File>(isFile, { error: requiredMessage })
    .refine((f) => (KYC_IMAGE_TYPES as readonly string[]).includes(f.type), FILE_WRONG_TYPE)
    .refine((f) => f.size < KYC_MAX_FILE_BYTES, FILE_TOO_LARGE);

export const kycDocumentsSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: "Document type is required" }),
  frontId: imageFile("Front of ID is required"),
  backId: imageFile("Back of ID is required"),
  holdingId: imageFile("Holding ID photo is required"),
});

export type KycPersonal = z.infer<typeof kycPersonalSchema>;
export type KycBank = z.infer<typeof kycBankSchema>;
export type KycDocuments = z.infer<typeof kycDocumentsSchema>;
export type KycSubmission = KycPersonal & KycBank & KycDocuments;
