// spec 2 §7: GET /api/admin/withdrawals/all -> withdrawalRequests[]
import { adminRoute } from "@/lib/api/route";
import { listAllWithdrawalRequests } from "@/lib/admin/list-withdrawal-requests";

export const GET = adminRoute(async () => listAllWithdrawalRequests());
