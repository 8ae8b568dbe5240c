import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { adminInvitations, users } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { hashSecret } from "@/lib/auth/password";
import { now } from "@/lib/clock";
import { hashInvitationToken } from "./invite-admin";

export const INVITATION_INVALID = "This invitation link is invalid or has expired";

/**
 * POST /api/admin/admins/accept: the invited administrator's password, once. The invitation is claimed by
 * a guarded update (two tabs submitting at once: one wins), then the account becomes ACTIVE and signs in at
 * the admin login like any other.
 */
export async function acceptInvitation(token: string, password: string) {
  const passwordHash = await hashSecret(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const at = now();
    const [invitation] = await tx
      .update(adminInvitations)
      .set({ acceptedAt: at })
      .where(
        and(
          eq(adminInvitations.tokenHash, hashInvitationToken(token)),
          isNull(adminInvitations.acceptedAt),
          gt(adminInvitations.expiresAt, at),
        ),
      )
      .returning();
    if (!invitation) throw badRequest(INVITATION_INVALID);
    const [admin] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: at,
        // Database time, as proposals are stamped: nothing proposed before this is theirs to approve.
        adminRoleSince: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: at,
      })
      .where(and(eq(users.id, invitation.userId), eq(users.role, "ADMIN"), isNull(users.deletedAt)))
      .returning();
    // Removed before accepting: the link died with the account.
    if (!admin) throw badRequest(INVITATION_INVALID);
    await recordAudit(tx, {
      adminId: admin.id,
      action: "ADMIN_ACCEPT",
      userId: admin.id,
      ...auditDetails("ADMIN_ACCEPTED", { email: admin.email, role: admin.adminRole ?? "" }),
    });
  });
  return { message: "Your administrator account is ready. Sign in at the admin login." };
}
