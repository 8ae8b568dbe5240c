// Identity verification (docs/decisions.md, "Identity verification (KYC)"): the wizard's fields and
// messages, checked by the same schema in the browser (step by step) and on the server (POST /api/kyc).
// Client-safe: no node imports.
import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod";
import { KYC_DOCUMENT_TYPES, KYC_GENDERS } from "@/lib/enums";
import { isUtcDay, utcDay } from "@/lib/interest/utc-day";

export {
  KYC_DOCUMENT_TYPES as DOCUMENT_TYPES,
  KYC_GENDERS as GENDERS,
  type KycDocumentType as DocumentType,
  type KycGender as Gender,
} from "@/lib/enums";

export const KYC_SUBMITTED = "Verification submitted successfully!";
export const KYC_SUBMIT_FAILED = "Submission failed. Please try again.";

/** Never kept in the browser's draft (localStorage `kycFormData`), nor anywhere but the encrypted columns. */
export const KYC_SENSITIVE_FIELDS = ["ssn", "accountNumber", "routingNumber"] as const;

const requiredText = (required: string, label: string, max = 100) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/** A value from a fixed list: "" or nothing is the spec's 'required' text, anything else not a choice. */
function choice<const T extends readonly [string, ...string[]]>(values: T, required: string, label: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? required
        : `${label} must be one of ${values.join(", ")}`,
  });
}

/** Digits only, once the spaces and dashes people type are gone. */
const digits = (required: string, pattern: RegExp, message: string) =>
  requiredText(required, "Value", 40)
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => pattern.test(v), message);

export const KYC_MIN_AGE = 18;
const EARLIEST_BIRTH_DAY = "1900-01-01";

/** The latest birthday of someone at least KYC_MIN_AGE years old today (UTC). */
function latestBirthDay(today = utcDay()): string {
  const [y, m, d] = today.split("-").map(Number);
  return utcDay(new Date(Date.UTC(y - KYC_MIN_AGE, m - 1, d)));
}

const dateOfBirth = z
  .string({ error: "Date of birth is required" })
  .trim()
  .min(1, "Date of birth is required")
  .superRefine((v, ctx) => {
    if (!isUtcDay(v) || v < EARLIEST_BIRTH_DAY)
      ctx.addIssue({ code: "custom", message: "Please enter a valid date of birth" });
    else if (v > latestBirthDay())
      ctx.addIssue({ code: "custom", message: `You must be at least ${KYC_MIN_AGE} years old` });
  });

/** Step 1, personal-info. */
export const kycPersonalSchema = z.object({
  firstName: requiredText("First name is required", "First name"),
  lastName: requiredText("Last name is required", "Last name"),
  ssn: digits("SSN is required", /^\d{9}$/, "SSN must be 9 digits"),
  city: requiredText("City is required", "City"),
  phone: requiredText("Phone is required", "Phone", 30)
    .refine((v) => v.replace(/\D/g, "").length <= 15, "Phone number can have at most 15 digits")
    .refine((v) => isValidPhoneNumber(v, "US"), "Please enter a valid phone number"),
  gender: choice(KYC_GENDERS, "Gender is required", "Gender"),
  address: requiredText("Address is required", "Address", 200),
  state: requiredText("State/Province is required", "State/Province"),
  zip: requiredText("ZIP/Postal Code is required", "ZIP/Postal Code", 20).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    "Please enter a valid ZIP/Postal Code",
  ),
  dob: dateOfBirth,
});

/** Step 2, bank-details. */
export const kycBankSchema = z.object({
  accountHolderName: requiredText("Account holder name is required", "Account holder name"),
  bankName: requiredText("Bank name is required", "Bank name"),
  accountNumber: digits("Account number is required", /^\d{4,17}$/, "Account number must be 4 to 17 digits"),
  routingNumber: digits("Routing number is required", /^\d{9}$/, "Routing number must be 9 digits"),
  branch: requiredText("Bank branch is required", "Bank branch"),
});

const documentType = choice(KYC_DOCUMENT_TYPES, "Document type is required", "Document type");

/** Every text field of the submission: what POST /api/kyc re-checks (the files it reads by content). */
export const kycSchema = z.object({ ...kycPersonalSchema.shape, ...kycBankSchema.shape, documentType });
export type KycInput = z.infer<typeof kycSchema>;

// ---- the three images ----

export const KYC_FILE_FIELDS = ["frontId", "backId", "holdingId"] as const;
export type KycFileField = (typeof KYC_FILE_FIELDS)[number];

export const KYC_FILE_REQUIRED: Record<KycFileField, string> = {
  frontId: "Front of ID is required",
  backId: "Back of ID is required",
  holdingId: "Holding ID photo is required",
};
/** "KYC files under 5MB, JPEG or PNG". */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = "File size must be less than 5MB";
export const FILE_WRONG_TYPE = "Invalid file type (JPEG, PNG only)";
export const KYC_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];

// `File` is a browser global that older server runtimes lack; the guard keeps this module importable anywhere.
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** The browser's check of a picked file: its declared type and size. The server reads the content instead
 *  (sniffImageType), so a PDF renamed .png is refused there. */
const imageFile = (field: KycFileField) =>
  z
    .custom<File>((v) => isFile(v) && v.size > 0, { error: KYC_FILE_REQUIRED[field] })
    .refine((f) => (KYC_IMAGE_TYPES as readonly string[]).includes(f.type), FILE_WRONG_TYPE)
    .refine((f) => f.size < KYC_MAX_FILE_BYTES, FILE_TOO_LARGE);

/** Step 3, document-upload, as the wizard holds it: the document type and the three picked files. */
export const kycDocumentsSchema = z.object({
  documentType,
  frontId: imageFile("frontId"),
  backId: imageFile("backId"),
  holdingId: imageFile("holdingId"),
});

export type KycPersonal = z.infer<typeof kycPersonalSchema>;
export type KycBank = z.infer<typeof kycBankSchema>;
export type KycDocuments = z.infer<typeof kycDocumentsSchema>;
/** The whole wizard, files included: what the browser sends as multipart/form-data. */
export type KycSubmission = KycPersonal & KycBank & KycDocuments;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** What the bytes are, by their magic numbers (never the name or the declared type): JPEG, PNG or neither.
 *  The first 8 bytes are enough. */
export function sniffImageType(bytes: Uint8Array): KycImageType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  return null;
}
