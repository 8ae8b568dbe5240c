// POST /api/kyc's multipart body as the domain's input: the text fields through the wizard's own schema
// and the three images checked by content (magic bytes), never by their names or declared types. Every
// problem is reported at once, each under its field's name, so the wizard can show them beside the fields.
import { templated } from "@/lib/api/error-codes";
import { badRequest, type FieldError } from "@/lib/api/errors";
import { zodErrors } from "@/lib/api/route";
import type { KycDocumentKind } from "@/lib/enums";
import {
  FILE_TOO_LARGE,
  FILE_WRONG_TYPE,
  KYC_FILE_FIELDS,
  KYC_FILE_REQUIRED,
  KYC_MAX_FILE_BYTES,
  kycSchema,
  sniffImageType,
  type KycFileField,
  type KycInput,
} from "@/lib/validation/kyc";
import type { StoredDocument } from "./document-store";

export const FILE_KINDS: Record<KycFileField, KycDocumentKind> = {
  frontId: "front",
  backId: "back",
  holdingId: "holding",
};

export type KycForm = { input: KycInput; documents: Record<KycDocumentKind, StoredDocument> };

const isFile = (v: FormDataEntryValue | null): v is File => typeof v === "object" && v !== null;

const repeated = (field: string): FieldError => ({
  path: field,
  message: `${field} is given more than once`,
  ...templated("FIELD_REPEATED", { field }),
});

async function readImage(
  field: KycFileField,
  value: FormDataEntryValue | null,
): Promise<StoredDocument | string> {
  if (!isFile(value) || value.size === 0) return KYC_FILE_REQUIRED[field];
  const contentType = sniffImageType(new Uint8Array(await value.slice(0, 8).arrayBuffer()));
  if (!contentType) return FILE_WRONG_TYPE;
  if (value.size >= KYC_MAX_FILE_BYTES) return FILE_TOO_LARGE;
  return { bytes: Buffer.from(await value.arrayBuffer()), contentType };
}

export async function readKycForm(form: FormData): Promise<KycForm> {
  const errors: FieldError[] = [];
  const text: Record<string, unknown> = {};
  for (const name of Object.keys(kycSchema.shape)) {
    const values = form.getAll(name);
    if (values.length > 1) errors.push(repeated(name));
    // A file where text belongs is as good as nothing: the field's own 'required' text.
    text[name] = typeof values[0] === "string" ? values[0] : undefined;
  }
  const parsed = kycSchema.safeParse(text);
  if (!parsed.success) errors.push(...zodErrors(parsed.error));

  const documents: Partial<Record<KycDocumentKind, StoredDocument>> = {};
  for (const field of KYC_FILE_FIELDS) {
    const values = form.getAll(field);
    if (values.length > 1) {
      errors.push(repeated(field));
      continue;
    }
    const image = await readImage(field, values[0] ?? null);
    if (typeof image === "string") errors.push({ path: field, message: image });
    else documents[FILE_KINDS[field]] = image;
  }

  if (errors.length || !parsed.success) {
    // The answer's own message is its first field's, with that field's code and params when it has them.
    const [first] = errors;
    throw badRequest(first?.message ?? "Invalid input", {
      errors,
      ...(first?.code ? { code: first.code, params: first.params } : {}),
    });
  }
  return { input: parsed.data, documents: documents as KycForm["documents"] };
}
