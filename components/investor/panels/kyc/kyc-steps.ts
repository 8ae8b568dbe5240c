// The wizard's three steps (kyc(New)): their ids (their titles are investor.kyc.steps.<id>), fields in screen
// order and schemas.
import {
  kycBankSchema,
  kycDocumentsSchema,
  kycPersonalSchema,
  type KycSubmission,
} from "@/lib/validation/kyc";

export type KycField = keyof KycSubmission;
export type KycFileField = "frontId" | "backId" | "holdingId";
export type KycTextField = Exclude<KycField, KycFileField>;

/** What the form holds: text as typed ("" until chosen for the selects), files as picked (null until then). */
export type KycFormValues = Record<KycTextField, string> & Record<KycFileField, File | null>;

export const KYC_STEPS = [
  {
    id: "personal-info",
    schema: kycPersonalSchema,
    fields: ["firstName", "lastName", "ssn", "city", "phone", "gender", "address", "state", "zip", "dob"],
  },
  {
    id: "bank-details",
    schema: kycBankSchema,
    fields: ["accountHolderName", "bankName", "accountNumber", "routingNumber", "branch"],
  },
  {
    id: "document-upload",
    schema: kycDocumentsSchema,
    fields: ["documentType", "frontId", "backId", "holdingId"],
  },
] as const satisfies readonly {
  id: string;
  schema: unknown;
  fields: readonly KycField[];
}[];

export type KycStepIndex = 0 | 1 | 2;
export const LAST_STEP: KycStepIndex = 2;

/** Every field in screen order: the first one with an error is the one to show. */
export const KYC_FIELDS: readonly KycField[] = KYC_STEPS.flatMap((s) => s.fields);

export function stepOf(field: KycField): KycStepIndex {
  const index = KYC_STEPS.findIndex((s) => (s.fields as readonly KycField[]).includes(field));
  return index === 1 || index === 2 ? index : 0;
}

/** The progress bar reads 33%, 67%, 100%. */
export const stepProgress = (step: KycStepIndex) => Math.round(((step + 1) / KYC_STEPS.length) * 100);

export const EMPTY_KYC_VALUES: KycFormValues = {
  firstName: "",
  lastName: "",
  ssn: "",
  city: "",
  phone: "",
  gender: "",
  address: "",
  state: "",
  zip: "",
  dob: "",
  accountHolderName: "",
  bankName: "",
  accountNumber: "",
  routingNumber: "",
  branch: "",
  documentType: "",
  frontId: null,
  backId: null,
  holdingId: null,
};
