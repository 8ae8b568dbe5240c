// Approve or reject a PENDING submission (docs/decisions.md, "Identity verification (KYC)"). As with
// withdrawals, the status moves with one guarded UPDATE ... WHERE status = 'PENDING' and everything else
// happens only if exactly that row changed: a second decision, or two administrators deciding at once, gets
// a 409 and changes nothing.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { kycSubmissions, notifications, users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { sendMail } from "@/lib/email/send-mail";
import { inBackground } from "@/lib/jobs/in-background";
import { KYC_NOT_FOUND } from "./find-kyc-submission";

export type KycDecision = { status: "APPROVED" } | { status: "REJECTED"; reason: string };

export const KYC_ALREADY_DECIDED = "This verification has already been decided";

function notice(decision: KycDecision) {
  return decision.status === "APPROVED"
    ? {
        title: "Identity verified",
        content: "Your identity verification has been approved. Your account now has full functionality.",
      }
    : {
        title: "Identity verification rejected",
        content:
          `Your identity verification was not approved. Reason: ${decision.reason}\n` +
          "You can submit a new verification from the Identity Verification page.",
      };
}

export async function decideKyc(id: number, adminId: number, decision: KycDecision) {
  const db = await getDb();
  const message = notice(decision);
  const { submission, user } = await db.transaction(async (tx) => {
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
      })
      .from(users)
      .where(eq(users.id, moved.userId));
    if (decision.status === "APPROVED")
      await tx
        .update(users)
        .set({ isVerified: true, updatedAt: new Date() })
        .where(eq(users.id, moved.userId));
    await tx.insert(notifications).values({ userId: moved.userId, ...message, createdBy: adminId });
    await recordAudit(tx, {
      adminId,
      action: decision.status === "APPROVED" ? "KYC_APPROVE" : "KYC_REJECT",
      userId: moved.userId,
      reason: decision.status === "REJECTED" ? decision.reason : null,
      details: `Identity verification #${moved.id} of ${user.email} ${decision.status.toLowerCase()} after reviewing its documents`,
      before: { status: "PENDING", isVerified: user.isVerified },
      after: { status: decision.status, isVerified: decision.status === "APPROVED" || user.isVerified },
    });
    return { submission: moved, user };
  });
  if (!user.deletedAt)
    inBackground("kyc-decision-mail", () =>
      sendMail({
        to: user.email,
        subject: message.title,
        text: `Hello ${user.name},\n\n${message.content}\n\nApex`,
      }),
    );
  return {
    message: decision.status === "APPROVED" ? "Verification approved" : "Verification rejected",
    submission: {
      id: submission.id,
      status: submission.status,
      decidedAt: submission.decidedAt!.toISOString(),
    },
  };
}
