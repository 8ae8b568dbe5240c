// GET /api/investments/count -> investments (ACTIVE subscriptions)
import { adminRoute } from "@/lib/api/route";
import { countInvestments } from "@/lib/admin/overview-counts";

export const GET = adminRoute(async () => countInvestments());
