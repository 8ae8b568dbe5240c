import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationReads, notifications } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { visibleTo, type NotificationReader } from "./visible-to";

/** POST /api/notifications/{id}/read. Idempotent; a notification the caller cannot see is a 404. */
export async function markNotificationRead(reader: NotificationReader, notificationId: number) {
  const db = await getDb();
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), visibleTo(reader)))
    .limit(1);
  if (!visible) throw notFound("Notification not found");
  await db.insert(notificationReads).values({ notificationId, userId: reader.id }).onConflictDoNothing();
  return { message: "Notification marked as read", id: notificationId, read: true };
}
