// spec 1 §7: POST /api/support-ticket {subject, message, priority, userId} -> message, ticket {id}
import { BODY_LIMIT, parseBody, userRoute } from "@/lib/api/route";
import { submitSupportTicket } from "@/lib/support/submit-ticket";
import { supportTicketSchema } from "@/lib/validation/support";

export const POST = userRoute(async ({ req, user }) =>
  submitSupportTicket(user, await parseBody(req, supportTicketSchema, { maxBytes: BODY_LIMIT.longText })),
);
