import { count, desc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import { broadcastOutput, liveBroadcast } from "./admin-broadcasts";

/** GET /api/admin/notifications?page&limit: broadcasts, newest first, page-numbered (limit 5 on the screen). */
export async function adminListNotifications({ page, limit }: { page: number; limit: number }) {
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(liveBroadcast)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(liveBroadcast),
  ]);
  return { notifications: rows.map(broadcastOutput), total: Number(total), page, limit };
}
