// POST /api/investments/calculate-interest {} -> data.processed, data.totalCredited
import { adminRoute } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { runInterestForRequest } from "@/lib/interest/run-daily-interest";

export const POST = adminRoute(idempotent(async () => runInterestForRequest("admin")));
