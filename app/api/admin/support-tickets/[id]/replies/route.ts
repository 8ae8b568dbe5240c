// POST /api/admin/support-tickets/{id}/replies {message} -> message, reply, ticket {id, status: ANSWERED}
// (docs/decisions.md, "Support tickets": the investor is notified and mailed; audited)
import { adminRoute, BODY_LIMIT, parseBody, parseId } from "@/lib/api/route";
import { replyToTicket } from "@/lib/support/reply-to-ticket";
import { ticketReplySchema } from "@/lib/validation/support";

export const POST = adminRoute(async ({ req, params, user }) =>
  replyToTicket({
    ticketId: parseId(params.id),
    author: { id: user.id, side: "ADMIN" },
    input: await parseBody(req, ticketReplySchema, { maxBytes: BODY_LIMIT.longText }),
  }),
);
