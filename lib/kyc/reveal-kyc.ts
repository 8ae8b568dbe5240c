// POST /api/admin/kyc/{id}/reveal: the whole SSN and account number for the reviewing administrator. The
// reveal itself is audited (who, whose, when), never the values.
import { getDb } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { findKycSubmission } from "./find-kyc-submission";
import { decryptField } from "./sensitive-values";

export async function revealKyc(id: number, adminId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { submission } = await findKycSubmission(tx, id);
    const values = {
      ssn: decryptField(submission, "ssn"),
      accountNumber: decryptField(submission, "accountNumber"),
    };
    await recordAudit(tx, {
      adminId,
      action: "KYC_REVEAL",
      userId: submission.userId,
      ...auditDetails("KYC_REVEALED", { verification: submission.id }),
    });
    return values;
  });
}
