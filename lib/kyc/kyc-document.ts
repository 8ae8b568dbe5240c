// GET /api/admin/kyc/{id}/documents/{front|back|holding}: one image, decrypted for the reviewer.
import { getDb } from "@/db/client";
import { notFound } from "@/lib/api/errors";
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from "@/lib/enums";
import { documentStore, kycDocumentKey } from "./document-store";
import { findKycSubmission } from "./find-kyc-submission";

export function parseDocumentKind(value: string | undefined): KycDocumentKind {
  if (!(KYC_DOCUMENT_KINDS as readonly (string | undefined)[]).includes(value)) throw notFound();
  return value as KycDocumentKind;
}

export async function kycDocument(id: number, kind: KycDocumentKind) {
  await findKycSubmission(await getDb(), id);
  const doc = await documentStore().get(kycDocumentKey(id, kind));
  if (!doc) throw notFound("Document not found");
  return doc;
}
