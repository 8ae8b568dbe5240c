// Bench only (bench/twins/bench-route.ts): GET /api/admin/withdrawals/all's first page (the back office's
// default) without authentication.
import { listAllWithdrawalRequests } from "@/lib/admin/list-withdrawal-requests";
import { benchRoute } from "@/bench/twins/bench-route";
import { withdrawalListQuerySchema } from "@/lib/validation/admin-lists";

export const GET = benchRoute(async () => listAllWithdrawalRequests(withdrawalListQuerySchema.parse({})));
