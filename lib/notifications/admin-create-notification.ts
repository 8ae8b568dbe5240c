import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import type { NotificationInput } from "@/lib/validation/admin";
import { broadcastOutput } from "./admin-broadcasts";

/** POST /api/admin/notifications: a broadcast every investor sees in GET /api/notifications. */
export async function adminCreateNotification(adminId: number, input: NotificationInput) {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ userId: null, title: input.title, content: input.content, createdBy: adminId })
      .returning();
    await recordAudit(tx, {
      adminId,
      action: "NOTIFICATION_CREATE",
      ...auditDetails("NOTIFICATION_CHANGED", { notification: row.id, title: row.title }),
      after: input,
    });
    return row;
  });
  return { message: "Notification created", notification: broadcastOutput(created) };
}
