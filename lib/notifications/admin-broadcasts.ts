import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { notifications, type Notification } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

/** The admin Notifications screen manages broadcasts only: no addressee, not deleted. */
export const liveBroadcast = and(isNull(notifications.userId), isNull(notifications.deletedAt));

export function broadcastOutput(n: Notification) {
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

export async function findBroadcast(exec: Executor, id: number): Promise<Notification> {
  const [row] = await exec
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), liveBroadcast))
    .limit(1)
    .for("update");
  if (!row) throw notFound("Notification not found");
  return row;
}
