import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { findLiveUser } from "./find-live-user";

/** POST /api/users/verify-user: identity verified (the dashboard's caution banner goes away). Idempotent.
 *  Unlike an approval in the Identity Verification queue (lib/kyc/decide-kyc.ts) nothing was looked at,
 *  and the audit row says so. */
export async function verifyUser(adminId: number, userId: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const user = await findLiveUser(tx, userId, { lock: true });
    if (user.isVerified) return;
    await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      adminId,
      action: "USER_VERIFY",
      userId,
      ...auditDetails("USER_VERIFIED_BY_HAND", { email: user.email }),
      before: { isVerified: false },
      after: { isVerified: true, documentsReviewed: false },
    });
  });
  return { message: "User verified successfully" };
}
