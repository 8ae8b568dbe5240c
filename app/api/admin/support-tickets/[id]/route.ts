// PUT /api/admin/support-tickets/{id} {status: ANSWERED|CLOSED} -> message, ticket (audited)
// (docs/decisions.md, "Support tickets")
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { updateSupportTicket } from "@/lib/admin/update-support-ticket";
import { ticketStatusSchema } from "@/lib/validation/support";

export const PUT = adminRoute(async ({ req, params, user }) =>
  updateSupportTicket({
    adminId: user.id,
    ticketId: parseId(params.id),
    ...(await parseBody(req, ticketStatusSchema)),
  }),
);
