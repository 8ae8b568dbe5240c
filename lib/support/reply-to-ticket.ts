import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications, supportTicketReplies, supportTickets, users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { env } from "@/lib/env";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { consume, type Limit } from "@/lib/rate-limit";
import { REPLY_SENT, TICKET_CLOSED, type TicketReplyInput } from "@/lib/validation/support";
import { replyOutput } from "./read-replies";

/** ADMIN: support, on any ticket. INVESTOR: the ticket's author, on their own tickets only. */
export type ReplySide = "ADMIN" | "INVESTOR";

// Each follow-up mails the support inbox, like a new ticket: a cap keeps one account from flooding it.
export const REPLIES_PER_USER: Limit = {
  limit: 30,
  windowSeconds: 60 * 60,
  message: "Too many replies.",
  code: "TOO_MANY_REPLIES",
};

/** Where the ticket stands once a side has written: support's answer waits on the investor, and the
 *  investor's follow-up waits on support again (docs/decisions.md, "Support tickets"). */
const STATUS_AFTER: Record<ReplySide, "ANSWERED" | "OPEN"> = { ADMIN: "ANSWERED", INVESTOR: "OPEN" };

export const TICKET_NOT_FOUND = "Support ticket not found";
/** The notice title in English (the notifications catalogue writes it in the owner's language). */
export const REPLY_NOTICE_TITLE = "Support replied to your ticket";

/**
 * POST /api/admin/support-tickets/{id}/replies and POST /api/support-ticket/{id}/replies: one message on a
 * ticket's thread, and the status it leads to. The ticket row is locked, so a reply and a status change (or two
 * replies) at once are serialised. An investor asking about another user's ticket gets the same 404 as for a
 * ticket that does not exist. Support's reply notifies the investor in the same transaction, and queues the
 * e-mails there too (sent after the commit), so a mail outage neither loses the reply nor sends mail for one
 * rolled back.
 */
export async function replyToTicket(opts: {
  ticketId: number;
  author: { id: number; side: ReplySide };
  input: TicketReplyInput;
}) {
  const { ticketId, author, input } = opts;
  if (author.side === "INVESTOR") await consume(`support-reply:user:${author.id}`, REPLIES_PER_USER);
  const db = await getDb();
  const { ticket, reply } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        ticket: supportTickets,
        owner: {
          name: users.name,
          email: users.email,
          deletedAt: users.deletedAt,
          preferences: users.preferences,
        },
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(
        and(
          eq(supportTickets.id, ticketId),
          author.side === "INVESTOR" ? eq(supportTickets.userId, author.id) : undefined,
        ),
      )
      .for("update", { of: supportTickets });
    if (!current) throw notFound(TICKET_NOT_FOUND);
    if (author.side === "INVESTOR" && current.ticket.status === "CLOSED")
      throw conflict(TICKET_CLOSED, { code: "TICKET_CLOSED" });

    const [reply] = await tx
      .insert(supportTicketReplies)
      .values({ ticketId, authorRole: author.side, authorId: author.id, message: input.message })
      .returning();
    const status = STATUS_AFTER[author.side];
    if (current.ticket.status !== status)
      await tx.update(supportTickets).set({ status }).where(eq(supportTickets.id, ticketId));
    if (author.side === "ADMIN") {
      // Stored as text, so written in the owner's language now.
      const t = await translatorFor(localeOf(current.owner), "notifications");
      await tx.insert(notifications).values({
        userId: current.ticket.userId,
        title: t("supportReply.title"),
        content: t("supportReply.content", { subject: current.ticket.subject }),
        createdBy: author.id,
      });
      await recordAudit(tx, {
        adminId: author.id,
        action: "TICKET_REPLY",
        userId: current.ticket.userId,
        ...auditDetails("TICKET_REPLIED", { ticket: ticketId, subject: current.ticket.subject }),
        before: { status: current.ticket.status },
        after: { status },
      });
    }
    const { owner } = current;
    if (author.side === "ADMIN" && !owner.deletedAt) {
      const t = await translatorFor(localeOf(owner), "emails");
      const values = {
        id: ticketId,
        subject: current.ticket.subject,
        name: owner.name,
        message: reply.message,
      };
      await enqueueMail(
        tx,
        { to: owner.email, subject: t("supportReply.subject", values), text: t("supportReply.text", values) },
        `ticket-reply:${reply.id}`,
      );
    }
    if (author.side === "INVESTOR")
      await enqueueMail(
        tx,
        {
          to: env().ADMIN_EMAIL,
          subject: `Re: [Support #${ticketId}] [${current.ticket.priority}] ${current.ticket.subject}`,
          text: `${owner.name} <${owner.email}> (user ${current.ticket.userId}) replied on ticket #${ticketId}.\n\n${reply.message}`,
        },
        `ticket-reply:${reply.id}`,
      );
    return { ticket: { ...current.ticket, status }, reply };
  });

  return { message: REPLY_SENT, reply: replyOutput(reply), ticket: { id: ticket.id, status: ticket.status } };
}
