// POST /api/support-ticket/{id}/replies {message} -> message, reply, ticket {id, status: OPEN}
// Own tickets only (another user's is a 404); a CLOSED ticket is a 409 (docs/decisions.md, "Support tickets").
import { BODY_LIMIT, parseBody, parseId, userRoute } from "@/lib/api/route";
import { replyToTicket } from "@/lib/support/reply-to-ticket";
import { ticketReplySchema } from "@/lib/validation/support";

export const POST = userRoute(async ({ req, params, user }) =>
  replyToTicket({
    ticketId: parseId(params.id),
    author: { id: user.id, side: "INVESTOR" },
    input: await parseBody(req, ticketReplySchema, { maxBytes: BODY_LIMIT.longText }),
  }),
);
