// Support ticket: subject and message non-blank, priority low|medium|high|urgent (default medium).
import { z } from "zod";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "@/lib/enums";
import { enumParam, pagingFields } from "./paging";

export const FILL_REQUIRED = "Please fill in all required fields";
/** Bounds shared by the schema and the form's maxLength. */
export const TICKET_LIMITS = { subject: 200, message: 5000 } as const;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: FILL_REQUIRED })
    .trim()
    .min(1, FILL_REQUIRED)
    .max(max, `${label} must be at most ${max} characters`);

export const supportTicketSchema = z.object({
  // One line: the subject ends up in a mail header.
  subject: requiredText(TICKET_LIMITS.subject, "Subject").transform((v) => v.replace(/\s+/g, " ")),
  message: requiredText(TICKET_LIMITS.message, "Message"),
  priority: z
    .enum(TICKET_PRIORITIES, { error: "Priority must be low, medium, high or urgent" })
    .default("medium"),
  // The spec's form sends its stored userId; it is accepted so the form validates, and never used: a ticket
  // always belongs to the signed-in caller (lib/support/submit-ticket.ts).
  userId: z.unknown().optional(),
});
export type SupportTicketInput = z.infer<typeof supportTicketSchema>;
export type SupportTicketForm = z.input<typeof supportTicketSchema>;

export const TICKET_SUBMITTED = "Support ticket submitted successfully! We will get back to you soon.";

// ---- a ticket's thread (docs/decisions.md, "Support tickets") ----

/** A reply on either side of a ticket's thread: one message, bounded like the ticket's own (NUL and lone
 *  surrogates are refused for every body by lib/api/well-formed-text.ts). */
export const ticketReplySchema = z.object({ message: requiredText(TICKET_LIMITS.message, "Message") });
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

export const REPLY_SENT = "Reply sent";
/** An investor's reply to a CLOSED ticket is refused (409): closing is support's last word on it. */
export const TICKET_CLOSED = "This ticket is closed. Please submit a new ticket if you need more help.";

// ---- the admin's tickets (docs/decisions.md, "Support tickets") ----

/** GET /api/admin/support-tickets: `q` (beyond the contract, like every admin list) matches the subject or
 *  the user's name or e-mail. */
export const adminTicketListQuerySchema = z.object({
  ...pagingFields,
  status: enumParam(TICKET_STATUSES, "status"),
  priority: enumParam(TICKET_PRIORITIES, "priority"),
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

/** An administrator answers or closes a ticket; OPEN is only where a ticket starts. */
export const TICKET_DECISIONS = ["ANSWERED", "CLOSED"] as const;
export const ticketStatusSchema = z.object({
  status: z.enum(TICKET_DECISIONS, { error: "status must be ANSWERED or CLOSED" }),
});
export type TicketStatusInput = z.infer<typeof ticketStatusSchema>;
