// POST /api/support-ticket {subject, message, priority, userId} -> message, ticket {id}
// Beyond the spec: GET /api/support-ticket -> tickets [{id, subject, priority, status, createdAt}], own only
import { accountRoute, BODY_LIMIT, parseBody, userRoute } from "@/lib/api/route";
import { listTickets } from "@/lib/support/list-tickets";
import { submitSupportTicket } from "@/lib/support/submit-ticket";
import { supportTicketSchema } from "@/lib/validation/support";

export const GET = userRoute(async ({ user }) => listTickets(user.id));

export const POST = accountRoute(async ({ req, user }) =>
  submitSupportTicket(user, await parseBody(req, supportTicketSchema, { maxBytes: BODY_LIMIT.longText })),
);
