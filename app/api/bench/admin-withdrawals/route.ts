// Bench only (lib/bench/bench-route.ts): GET /api/admin/withdrawals/all (the back office's first page) without
// authentication.
import { parseQuery } from "@/lib/api/route";
import { listAllWithdrawalRequests } from "@/lib/admin/list-withdrawal-requests";
import { benchRoute } from "@/lib/bench/bench-route";
import { withdrawalListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = benchRoute(async ({ req }) =>
  listAllWithdrawalRequests(parseQuery(req, withdrawalListQuerySchema)),
);
