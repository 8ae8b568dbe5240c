import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationReads, notifications } from "@/db/schema";
import { visibleTo } from "./visible-to";

/** POST /api/notifications/read-all: one set-based insert, so a notification arriving meanwhile is either in or not. */
export async function markAllNotificationsRead(userId: number) {
  const db = await getDb();
  const inserted = await db
    .insert(notificationReads)
    .select(
      db
        .select({
          notificationId: notifications.id,
          userId: sql<number>`${userId}::int`.as("user_id"),
          readAt: sql<Date>`now()`.as("read_at"),
        })
        .from(notifications)
        .where(visibleTo(userId)),
    )
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return { message: "All notifications marked as read", marked: inserted.length };
}
