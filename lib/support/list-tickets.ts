import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { supportTickets } from "@/db/schema";

/**
 * GET /api/support-ticket (beyond the spec: the Support panel's "Your tickets"): the caller's own tickets,
 * newest first. An explicit column list: the message body stays out of a list that only needs the subject.
 */
export async function listTickets(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  return { tickets: rows.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })) };
}
