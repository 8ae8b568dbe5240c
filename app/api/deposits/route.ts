// GET /api/deposits -> deposits[]
import { userRoute } from "@/lib/api/route";
import { listDeposits } from "@/lib/deposits/list-deposits";

export const GET = userRoute(async ({ user }) => listDeposits(user.id));
