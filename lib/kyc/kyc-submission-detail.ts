// GET /api/admin/kyc/{id}: what the reviewer reads. The SSN and account number are masked to their last 4
// digits (the whole values only through the audited reveal); the images are links to the admin-only
// document route, never public URLs.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from "@/lib/enums";
import { findKycSubmission } from "./find-kyc-submission";
import { decryptField, maskLast4 } from "./sensitive-values";

export const kycDocumentUrl = (id: number, kind: KycDocumentKind) => `/api/admin/kyc/${id}/documents/${kind}`;

export async function kycSubmissionDetail(id: number) {
  const db = await getDb();
  const { submission: s, user } = await findKycSubmission(db, id);
  const [decidedBy] = s.decidedBy
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, s.decidedBy))
    : [];
  return {
    submission: {
      id: s.id,
      status: s.status,
      submittedAt: s.createdAt.toISOString(),
      decidedAt: s.decidedAt?.toISOString() ?? null,
      decidedBy: decidedBy ?? null,
      reason: s.reason,
      user,
      firstName: s.firstName,
      lastName: s.lastName,
      ssn: maskLast4(decryptField(s, "ssn")),
      city: s.city,
      phone: s.phone,
      gender: s.gender,
      address: s.address,
      state: s.state,
      zip: s.zip,
      dob: s.dob,
      accountHolderName: s.accountHolderName,
      bankName: s.bankName,
      accountNumber: maskLast4(decryptField(s, "accountNumber")),
      routingNumber: decryptField(s, "routingNumber"),
      branch: s.branch,
      documentType: s.documentType,
      documents: Object.fromEntries(
        KYC_DOCUMENT_KINDS.map((kind) => [kind, kycDocumentUrl(s.id, kind)]),
      ) as Record<KycDocumentKind, string>,
    },
  };
}
