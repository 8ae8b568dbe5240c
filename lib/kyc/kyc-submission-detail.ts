// GET /api/admin/kyc/{id}: what the reviewer reads. The SSN and account number are masked to their last 4
// digits (the whole values only through the audited reveal); the images are links to the admin-only
// document route, never public URLs.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from "@/lib/enums";
import { findKycSubmission } from "./find-kyc-submission";
import { openKycPersonal } from "./personal-data";
import { decryptField, maskLast4 } from "./sensitive-values";

export const kycDocumentUrl = (id: number, kind: KycDocumentKind) => `/api/admin/kyc/${id}/documents/${kind}`;

export async function kycSubmissionDetail(id: number) {
  const db = await getDb();
  const { submission: s, user } = await findKycSubmission(db, id);
  const personal = openKycPersonal(s);
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
      firstName: personal.firstName,
      lastName: personal.lastName,
      ssn: maskLast4(decryptField(s, "ssn")),
      city: personal.city,
      phone: personal.phone,
      gender: personal.gender,
      address: personal.address,
      state: personal.state,
      zip: personal.zip,
      dob: personal.dob,
      accountHolderName: personal.accountHolderName,
      bankName: personal.bankName,
      accountNumber: maskLast4(decryptField(s, "accountNumber")),
      routingNumber: decryptField(s, "routingNumber"),
      branch: personal.branch,
      documentType: s.documentType,
      documents: Object.fromEntries(
        KYC_DOCUMENT_KINDS.map((kind) => [kind, kycDocumentUrl(s.id, kind)]),
      ) as Record<KycDocumentKind, string>,
    },
  };
}
