// Approve or reject a PENDING submission (docs/decisions.md, "Identity verification (KYC)"). As with
// withdrawals, the status moves with one guarded UPDATE ... WHERE status = 'PENDING' and everything else
// happens only if exactly that row changed: a second decision, or two administrators deciding at once, gets
// a 409 and changes nothing.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { kycSubmissions, notifications, users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { KYC_NOT_FOUND } from "./find-kyc-submission";

export type KycDecision = { status: "APPROVED" } | { status: "REJECTED"; reason: string };

export const KYC_ALREADY_DECIDED = "This verification has already been decided";

export async function decideKyc(id: number, adminId: number, decision: KycDecision) {
  const db = await getDb();
  const outcome = decision.status === "APPROVED" ? "approved" : "rejected";
  const reason = decision.status === "REJECTED" ? decision.reason : "";
  const { submission } = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(kycSubmissions)
      .set({
        status: decision.status,
        reason: decision.status === "REJECTED" ? decision.reason : null,
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, "PENDING")))
      .returning();
    if (!moved) {
      const [exists] = await tx
        .select({ id: kycSubmissions.id })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, id));
      throw exists ? conflict(KYC_ALREADY_DECIDED) : notFound(KYC_NOT_FOUND);
    }
    const [user] = await tx
      .select({
        name: users.name,
        email: users.email,
        isVerified: users.isVerified,
        deletedAt: users.deletedAt,
        preferences: users.preferences,
      })
      .from(users)
      .where(eq(users.id, moved.userId));
    if (decision.status === "APPROVED")
      await tx
        .update(users)
        .set({ isVerified: true, updatedAt: new Date() })
        .where(eq(users.id, moved.userId));
    // Stored as text, so written in the owner's language now.
    const t = await translatorFor(localeOf(user), "notifications");
    await tx.insert(notifications).values({
      userId: moved.userId,
      title: t(`kyc.${outcome}.title`),
      content: t(`kyc.${outcome}.content`, { reason }),
      createdBy: adminId,
    });
    await recordAudit(tx, {
      adminId,
      action: decision.status === "APPROVED" ? "KYC_APPROVE" : "KYC_REJECT",
      userId: moved.userId,
      reason: decision.status === "REJECTED" ? decision.reason : null,
      ...auditDetails(decision.status === "APPROVED" ? "KYC_APPROVED" : "KYC_REJECTED", {
        verification: moved.id,
        email: user.email,
      }),
      before: { status: "PENDING", isVerified: user.isVerified },
      after: { status: decision.status, isVerified: decision.status === "APPROVED" || user.isVerified },
    });
    // Queued with the decision: sent once it has committed, never for one rolled back.
    if (!user.deletedAt) {
      const mail = await translatorFor(localeOf(user), "emails");
      await enqueueMail(
        tx,
        {
          to: user.email,
          subject: mail(`kyc.${outcome}.subject`),
          text: mail(`kyc.${outcome}.text`, { name: user.name, reason }),
        },
        `kyc-decision:${moved.id}`,
      );
    }
    return { submission: moved };
  });
  return {
    message: decision.status === "APPROVED" ? "Verification approved" : "Verification rejected",
    submission: {
      id: submission.id,
      status: submission.status,
      decidedAt: submission.decidedAt!.toISOString(),
    },
  };
}
