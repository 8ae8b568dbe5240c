import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationReads, notifications } from "@/db/schema";
import { visibleTo, type NotificationReader } from "./visible-to";

/** POST /api/notifications/read-all: one set-based insert, so a notification arriving meanwhile is either in or not. */
export async function markAllNotificationsRead(reader: NotificationReader) {
  const db = await getDb();
  const inserted = await db
    .insert(notificationReads)
    .select(
      db
        .select({
          notificationId: notifications.id,
          userId: sql<number>`${reader.id}::int`.as("user_id"),
          readAt: sql<Date>`now()`.as("read_at"),
        })
        .from(notifications)
        .where(visibleTo(reader)),
    )
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return { message: "All notifications marked as read", marked: inserted.length };
}
