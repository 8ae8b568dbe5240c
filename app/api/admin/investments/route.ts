// GET /api/admin/investments?limit&offset&q&status -> investments[], pagination
// (docs/decisions.md, "Admin lists are paged on the server")
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listInvestments } from "@/lib/admin/list-investments";
import { investmentListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = adminRoute(async ({ req }) => listInvestments(parseQuery(req, investmentListQuerySchema)));
