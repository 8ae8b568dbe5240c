import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationReads, notifications } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { visibleTo } from "./visible-to";

/** POST /api/notifications/{id}/read. Idempotent; a notification the caller cannot see is a 404. */
export async function markNotificationRead(userId: number, notificationId: number) {
  const db = await getDb();
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), visibleTo(userId)))
    .limit(1);
  if (!visible) throw notFound("Notification not found");
  await db.insert(notificationReads).values({ notificationId, userId }).onConflictDoNothing();
  return { message: "Notification marked as read", id: notificationId, read: true };
}
