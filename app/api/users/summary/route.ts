// Beyond the spec (Users Management cards): GET /api/users/summary -> verifiedUsers, totalBalance (USD)
import { adminRoute } from "@/lib/api/route";
import { usersSummary } from "@/lib/admin/users-summary";

export const GET = adminRoute(async () => usersSummary());
