// The investor's support tickets and their replies.
import { z } from "zod";
import { supportTicketSchema, ticketReplySchema } from "@/lib/validation/support";
import { described, listOf } from "@/lib/api/openapi/answers";
import { ticketReply, replySent, RATE_LIMITED } from "./shared-answers";
import { route, type RouteEntry } from "./route-entry";

export const supportRoutes: RouteEntry[] = [
  route("GET /api/support-ticket", "user", "Support", "The caller's support tickets", {
    description: "Own only, newest first; each ticket's `replies` are its thread, oldest first.",
    response: listOf(
      "tickets",
      described("`{ id, subject, message, priority, status, createdAt, replies[] }`", {
        replies: z.array(ticketReply),
      }),
    ),
  }),
  route("POST /api/support-ticket", "user", "Support", "Open a support ticket", {
    body: supportTicketSchema,
    response: described("`{ message, ticket: { id } }`"),
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/support-ticket/[id]/replies", "user", "Support", "Answer on one's own ticket", {
    description:
      "The ticket becomes OPEN again and support is mailed. Another user's ticket is a 404; a CLOSED " +
      "ticket a 409 with `code: TICKET_CLOSED` (submit a new ticket instead). Rate-limited.",
    body: ticketReplySchema,
    response: replySent,
    errors: { 409: "The ticket is CLOSED (`code: TICKET_CLOSED`)", 429: RATE_LIMITED },
  }),
];
