import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { cancelProposalsOfRemoved } from "@/lib/admin/approvals/cancel-stale-proposals";
import { conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { revokeAllSessions } from "@/lib/auth/revoke-sessions";
import { now } from "@/lib/clock";
import { assertAnotherOwner, findLiveAdmin, lockAdmins } from "./admin-lock";

export const CANNOT_REMOVE_SELF = "You cannot remove your own administrator account";

/**
 * DELETE /api/admin/admins/{id}: a soft delete, like an investor's. The token version moves and every session
 * ends, so the removed administrator's open back office stops at its next call; an unused invitation dies
 * with the account. The audit rows it wrote stay, with its name; its pending proposals (and those that would
 * change its role) are cancelled.
 */
export async function removeAdmin(ownerId: number, adminId: number) {
  if (ownerId === adminId) throw conflict(CANNOT_REMOVE_SELF);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockAdmins(tx);
    const admin = await findLiveAdmin(tx, adminId);
    await assertAnotherOwner(tx, admin);
    const at = now();
    await tx
      .update(users)
      .set({ deletedAt: at, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
      .where(eq(users.id, adminId));
    await revokeAllSessions(tx, adminId);
    await recordAudit(tx, {
      adminId: ownerId,
      action: "ADMIN_REMOVE",
      userId: adminId,
      ...auditDetails("ADMIN_REMOVED", { email: admin.email, role: admin.adminRole ?? "" }),
      before: { email: admin.email, role: admin.adminRole },
    });
    await cancelProposalsOfRemoved(tx, ownerId, adminId);
  });
  return { message: "Administrator removed" };
}
