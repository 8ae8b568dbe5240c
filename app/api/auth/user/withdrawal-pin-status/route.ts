// GET /api/auth/user/withdrawal-pin-status -> hasPin
import { userRoute } from "@/lib/api/route";
import { hasWithdrawalPin } from "@/lib/withdrawal-pin/pin-status";

export const GET = userRoute(async ({ user }) => ({ hasPin: await hasWithdrawalPin(user.id) }));
