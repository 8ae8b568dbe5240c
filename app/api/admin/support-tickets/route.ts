// GET /api/admin/support-tickets?status&priority&q&limit&offset -> tickets[], pagination
// (docs/decisions.md, "Admin lists are paged on the server")
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listSupportTickets } from "@/lib/admin/list-support-tickets";
import { adminTicketListQuerySchema } from "@/lib/validation/support";

export const GET = adminRoute(async ({ req }) =>
  listSupportTickets(parseQuery(req, adminTicketListQuerySchema)),
);
