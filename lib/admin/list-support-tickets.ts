import { and, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { supportTickets } from "@/db/schema";
import { readPage } from "@/lib/paging/read-page";
import { containsPattern, usersMatching } from "@/lib/paging/search";
import { readReplies } from "@/lib/support/read-replies";
import type { AdminTicketListQuery } from "@/lib/validation/support";
import { pageOf } from "@/lib/validation/paging";
import { adminTicketOutput, selectAdminTickets } from "./support-ticket-output";

/** GET /api/admin/support-tickets: every user's tickets, newest first, one page at a time, by status and
 *  priority; `q` matches the subject or the user's name or e-mail. Each ticket carries its thread. */
export async function listSupportTickets(query: AdminTicketListQuery) {
  const db = await getDb();
  const where = and(
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.priority ? eq(supportTickets.priority, query.priority) : undefined,
    query.q === undefined
      ? undefined
      : or(
          ilike(supportTickets.subject, containsPattern(query.q)),
          inArray(supportTickets.userId, usersMatching(db, query.q)),
        ),
  );
  const select = selectAdminTickets(db)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  const total = () => db.select({ total: count() }).from(supportTickets).where(where);
  const { rows, pagination } = await readPage(select.$dynamic(), total, pageOf(query));
  const threads = await readReplies(
    db,
    rows.map((r) => r.ticket.id),
  );
  return { tickets: rows.map((r) => adminTicketOutput(r, threads.get(r.ticket.id) ?? [])), pagination };
}
