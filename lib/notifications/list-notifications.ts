import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notificationReads, notifications } from "@/db/schema";
import { visibleTo, type NotificationReader } from "./visible-to";

/** GET /api/notifications (the bell, investor or administrator): an array, newest first, each with the caller's own read flag. */
export async function listNotifications(reader: NotificationReader) {
  const db = await getDb();
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      content: notifications.content,
      createdAt: notifications.createdAt,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.id)),
    )
    .where(visibleTo(reader))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map((n) => ({
    id: n.id,
    title: n.title,
    content: n.content,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  }));
}
