// GET /api/investments -> investmentPlans[]
import { userRoute } from "@/lib/api/route";
import { listPlans } from "@/lib/investments/list-plans";

export const GET = userRoute(async () => listPlans());
