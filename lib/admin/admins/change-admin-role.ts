import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { users } from "@/db/schema";
import { cancelProposalsBeyondRole } from "@/lib/admin/approvals/cancel-stale-proposals";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { now } from "@/lib/clock";
import { listedAdmin } from "./admin-output";
import { assertAnotherOwner, findLiveAdmin, lockAdmins } from "./admin-lock";

/**
 * An administrator's new role, in the caller's transaction. The new role holds from the administrator's
 * next request (roles are read from the database on each one). The last owner keeps the role. The role is
 * held from now (database time, as proposals are stamped): nothing proposed before it is theirs to approve,
 * and their own pending proposals the new role could not make are cancelled.
 */
export async function applyAdminRole(tx: Executor, actorId: number, adminId: number, role: AdminRole) {
  await lockAdmins(tx);
  const admin = await findLiveAdmin(tx, adminId);
  if (admin.adminRole === role) return listedAdmin(admin);
  if (role !== "OWNER") await assertAnotherOwner(tx, admin);
  const [updated] = await tx
    .update(users)
    .set({ adminRole: role, adminRoleSince: sql`now()`, updatedAt: now() })
    .where(eq(users.id, adminId))
    .returning();
  await recordAudit(tx, {
    adminId: actorId,
    action: "ADMIN_ROLE_CHANGE",
    userId: adminId,
    ...auditDetails("ADMIN_ROLE_CHANGED", { email: admin.email, from: admin.adminRole ?? "", to: role }),
    before: { role: admin.adminRole },
    after: { role },
  });
  await cancelProposalsBeyondRole(tx, actorId, adminId, role);
  return listedAdmin(updated);
}

/** PUT /api/admin/admins/{id}: the owner changes an administrator's role. */
export async function changeAdminRole(ownerId: number, adminId: number, role: AdminRole) {
  const db = await getDb();
  const admin = await db.transaction((tx) => applyAdminRole(tx, ownerId, adminId, role));
  return { message: "Administrator role changed", admin };
}
