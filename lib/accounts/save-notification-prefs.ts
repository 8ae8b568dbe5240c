import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type NotificationPrefs } from "@/db/schema";

/** PUT /api/users/notifications. */
export async function saveNotificationPrefs(userId: number, notificationPrefs: NotificationPrefs) {
  const db = await getDb();
  await db.update(users).set({ notificationPrefs, updatedAt: new Date() }).where(eq(users.id, userId));
  return { message: "Notification preferences saved!", notificationPrefs };
}
