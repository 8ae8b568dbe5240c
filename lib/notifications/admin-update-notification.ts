import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import type { NotificationInput } from "@/lib/validation/admin";
import { broadcastOutput, findBroadcast } from "./admin-broadcasts";

/** PUT /api/admin/notifications/{id}. Read flags stay: an investor who read it is not nagged again. */
export async function adminUpdateNotification(adminId: number, id: number, input: NotificationInput) {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const current = await findBroadcast(tx, id);
    const [row] = await tx
      .update(notifications)
      .set({ title: input.title, content: input.content, updatedAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    await recordAudit(tx, {
      adminId,
      action: "NOTIFICATION_UPDATE",
      ...auditDetails("NOTIFICATION_CHANGED", { notification: id, title: row.title }),
      before: { title: current.title, content: current.content },
      after: input,
    });
    return row;
  });
  return { message: "Notification updated", notification: broadcastOutput(updated) };
}
