import { getDb } from "@/db/client";
import { supportTickets, type User } from "@/db/schema";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { consume, type Limit } from "@/lib/rate-limit";
import { TICKET_SUBMITTED, type SupportTicketInput } from "@/lib/validation/support";

// Each ticket mails the support inbox: a cap keeps one account from flooding it.
export const TICKETS_PER_USER: Limit = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: "Too many support tickets.",
  code: "TOO_MANY_SUPPORT_TICKETS",
};

/**
 * POST /api/support-ticket. The ticket is always the signed-in caller's: the body's userId (the spec's
 * form sends it) is ignored, or anyone could file tickets, and mail support, in another user's name.
 */
export async function submitSupportTicket(user: User, input: SupportTicketInput) {
  await consume(`support-ticket:user:${user.id}`, TICKETS_PER_USER);
  const db = await getDb();
  // The ticket and its mail to support commit together; a mail outage delays the mail (the queue retries it)
  // but neither loses the ticket nor fails the user.
  const ticket = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({ userId: user.id, subject: input.subject, message: input.message, priority: input.priority })
      .returning({ id: supportTickets.id });
    await enqueueMail(
      tx,
      {
        to: env().ADMIN_EMAIL,
        subject: `[Support #${row.id}] [${input.priority}] ${input.subject}`,
        text: `Ticket #${row.id} from ${user.name} <${user.email}> (user ${user.id}), priority ${input.priority}.\n\n${input.message}`,
      },
      `support-ticket:${row.id}`,
    );
    return row;
  });
  return { message: TICKET_SUBMITTED, ticket: { id: ticket.id } };
}
