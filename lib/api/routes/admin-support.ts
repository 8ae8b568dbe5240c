// The back office's support tickets.
import { adminTicketListQuerySchema, ticketReplySchema, ticketStatusSchema } from "@/lib/validation/support";
import { described } from "@/lib/api/openapi/answers";
import { replySent } from "./shared-answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminSupportRoutes: RouteEntry[] = [
  route("GET /api/admin/support-tickets", admin("support.read"), "Admin: support", "Support tickets", {
    query: adminTicketListQuerySchema,
    response: described("`{ tickets[], pagination }`; each ticket's `replies` are its thread, oldest first"),
  }),
  route(
    "PUT /api/admin/support-tickets/[id]",
    admin("support.answer"),
    "Admin: support",
    "Answer or close a ticket",
    {
      body: ticketStatusSchema,
      response: described("`{ message, ticket }` (audited)"),
    },
  ),
  route(
    "POST /api/admin/support-tickets/[id]/replies",
    admin("support.answer"),
    "Admin: support",
    "Reply to a ticket",
    {
      description:
        "Any ticket, closed ones too; it becomes ANSWERED. The investor is notified and e-mailed; audited as " +
        "TICKET_REPLY.",
      body: ticketReplySchema,
      response: replySent,
    },
  ),
];
