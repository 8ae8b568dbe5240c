import { getDb } from "@/db/client";
import { supportTickets, type User } from "@/db/schema";
import { sendMail } from "@/lib/email/send-mail";
import { env } from "@/lib/env";
import { logError } from "@/lib/log-error";
import { consume, type Limit } from "@/lib/rate-limit";
import { TICKET_SUBMITTED, type SupportTicketInput } from "@/lib/validation/support";

// Each ticket mails the support inbox: a cap keeps one account from flooding it.
const TICKETS_PER_USER: Limit = { limit: 10, windowSeconds: 60 * 60, message: "Too many support tickets." };

/**
 * POST /api/support-ticket. The ticket is always the signed-in caller's: the body's userId (the spec's
 * form sends it) is ignored, or anyone could file tickets, and mail support, in another user's name.
 */
export async function submitSupportTicket(user: User, input: SupportTicketInput) {
  await consume(`support-ticket:user:${user.id}`, TICKETS_PER_USER);
  const db = await getDb();
  const [ticket] = await db
    .insert(supportTickets)
    .values({ userId: user.id, subject: input.subject, message: input.message, priority: input.priority })
    .returning({ id: supportTickets.id });
  try {
    await sendMail({
      to: env().ADMIN_EMAIL,
      subject: `[Support #${ticket.id}] [${input.priority}] ${input.subject}`,
      text: `Ticket #${ticket.id} from ${user.name} <${user.email}> (user ${user.id}), priority ${input.priority}.\n\n${input.message}`,
    });
  } catch (err) {
    // The stored ticket is the record support works from; a mail outage must not lose it or fail the user.
    logError(`[support] ticket ${ticket.id} saved but the e-mail to support failed`, err);
  }
  return { message: TICKET_SUBMITTED, ticket: { id: ticket.id } };
}
