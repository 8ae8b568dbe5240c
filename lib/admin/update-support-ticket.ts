import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { supportTickets } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { readReplies } from "@/lib/support/read-replies";
import type { TicketStatusInput } from "@/lib/validation/support";
import { adminTicketOutput, selectAdminTickets } from "./support-ticket-output";

const DONE = { ANSWERED: "Ticket marked as answered", CLOSED: "Ticket closed" } as const;

/**
 * PUT /api/admin/support-tickets/{id}: an administrator answers or closes a ticket. The row is locked, so
 * two admins deciding at once are serialised and each audit row's "before" is the status it replaced.
 * Setting the status a ticket already has changes nothing and writes no audit row.
 */
export async function updateSupportTicket(opts: { adminId: number; ticketId: number } & TicketStatusInput) {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [current] = await selectAdminTickets(tx)
      .where(eq(supportTickets.id, opts.ticketId))
      .for("update", { of: supportTickets });
    if (!current) throw notFound("Support ticket not found");
    if (current.ticket.status === opts.status) return current;
    const [ticket] = await tx
      .update(supportTickets)
      .set({ status: opts.status })
      .where(eq(supportTickets.id, opts.ticketId))
      .returning();
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: opts.status === "ANSWERED" ? "TICKET_ANSWER" : "TICKET_CLOSE",
      userId: ticket.userId,
      ...auditDetails("TICKET_UPDATED", { ticket: ticket.id, subject: ticket.subject }),
      before: { status: current.ticket.status },
      after: { status: ticket.status },
    });
    return { ticket, user: current.user };
  });
  const threads = await readReplies(db, [opts.ticketId]);
  return { message: DONE[opts.status], ticket: adminTicketOutput(row, threads.get(opts.ticketId) ?? []) };
}
