// spec 1 §7: GET /api/investments -> investmentPlans[]
import { userRoute } from "@/lib/api/route";
import { listPlans } from "@/lib/investments/list-plans";

export const GET = userRoute(async () => listPlans());
