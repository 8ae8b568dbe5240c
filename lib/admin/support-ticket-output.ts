import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { supportTickets, users, type SupportTicket } from "@/db/schema";
import type { TicketReplyOutput } from "@/lib/support/read-replies";

/** Tickets with their author: the one query shape the admin's Support screen reads. */
export function selectAdminTickets(exec: Executor) {
  return exec
    .select({ ticket: supportTickets, user: { id: users.id, name: users.name, email: users.email } })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId));
}

type Row = { ticket: SupportTicket; user: { id: number; name: string; email: string } };

/** A ticket as the admin reads it, from an explicit column list, with its thread oldest first. */
export function adminTicketOutput({ ticket, user }: Row, replies: TicketReplyOutput[]) {
  return {
    id: ticket.id,
    subject: ticket.subject,
    message: ticket.message,
    priority: ticket.priority,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    user,
    replies,
  };
}
export type AdminTicket = ReturnType<typeof adminTicketOutput>;
