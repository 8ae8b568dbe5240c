// The wizard's draft lives in localStorage under `kycFormData`, narrowed: the SSN, the bank account and
// routing numbers and the images never sit in the browser, so only these fields are kept.
import { EMPTY_KYC_VALUES, type KycFormValues, type KycTextField } from "./kyc-steps";

export const KYC_DRAFT_KEY = "kycFormData";

const DRAFT_FIELDS = [
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
  "documentType",
] as const satisfies readonly Exclude<KycTextField, "ssn" | "accountNumber" | "routingNumber">[];

type Draft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>> & { userId?: number };

/** The saved draft over empty values; a draft left by another account on this browser is not theirs to see. */
export function loadKycDraft(userId: number): KycFormValues {
  const values = { ...EMPTY_KYC_VALUES };
  try {
    const raw = localStorage.getItem(KYC_DRAFT_KEY);
    const draft: unknown = raw ? JSON.parse(raw) : null;
    if (typeof draft !== "object" || draft === null) return values;
    const saved = draft as Record<string, unknown>;
    if (saved.userId !== userId) return values;
    for (const name of DRAFT_FIELDS) if (typeof saved[name] === "string") values[name] = saved[name];
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  return values;
}

/** Takes what react-hook-form's watch hands over (any subset of the values). */
export function saveKycDraft(userId: number, values: { readonly [field: string]: unknown }) {
  const draft: Draft = {};
  for (const name of DRAFT_FIELDS) {
    const value = values[name];
    if (typeof value === "string" && value !== "") draft[name] = value;
  }
  try {
    if (Object.keys(draft).length === 0) localStorage.removeItem(KYC_DRAFT_KEY);
    else localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ userId, ...draft }));
  } catch {
    // Private mode or a full quota: the wizard works without a draft.
  }
}

export function clearKycDraft() {
  try {
    localStorage.removeItem(KYC_DRAFT_KEY);
  } catch {
    // See saveKycDraft.
  }
}
