import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { findBroadcast } from "./admin-broadcasts";

/** DELETE /api/admin/notifications/{id}: soft delete, so investors' bells drop it and the audit keeps it. */
export async function adminDeleteNotification(adminId: number, id: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await findBroadcast(tx, id);
    await tx.update(notifications).set({ deletedAt: new Date() }).where(eq(notifications.id, id));
    await recordAudit(tx, {
      adminId,
      action: "NOTIFICATION_DELETE",
      ...auditDetails("NOTIFICATION_CHANGED", { notification: id, title: current.title }),
      before: { title: current.title, content: current.content },
    });
  });
  return { message: "Notification deleted" };
}
