// GET /api/users/main-balance -> mainBalance
import { userRoute } from "@/lib/api/route";
import { getMainBalance } from "@/lib/accounts/get-main-balance";

export const GET = userRoute(async ({ user }) => getMainBalance(user.id));
