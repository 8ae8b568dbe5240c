// GET /api/transactions/count -> transactions
import { adminRoute } from "@/lib/api/route";
import { countTransactions } from "@/lib/admin/overview-counts";

export const GET = adminRoute(async () => countTransactions());
