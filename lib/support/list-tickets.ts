import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { supportTickets } from "@/db/schema";
import { readReplies } from "./read-replies";

/**
 * GET /api/support-ticket (beyond the spec: the Support panel's "Your Tickets"): the caller's own tickets,
 * newest first, each with what the caller wrote and its thread, `replies` oldest first. An explicit column list.
 */
export async function listTickets(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      message: supportTickets.message,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  const threads = await readReplies(
    db,
    rows.map((t) => t.id),
  );
  return {
    tickets: rows.map((t) => ({
      ...t,
      createdAt: t.createdAt.toISOString(),
      replies: threads.get(t.id) ?? [],
    })),
  };
}
